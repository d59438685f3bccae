import { useLoad } from '../use-load'
import { loadExamples } from './api'

/** §2.1 the example resources; a missing session goes home (§6). */
export function useExamples() {
  return useLoad(loadExamples, 'example', true)
}
