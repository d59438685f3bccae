/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import * as messages from '../../../shared/messages/messages'

/** Every string a widget may show: the catalogue and each widget's own texts. */
const widgetTexts = import.meta.glob<Record<string, unknown>>('../../../widgets/**/*texts.ts', {
  eager: true,
})

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('texts shown to visitors', () => {
  it('carry no section references of the spec', () => {
    const all = [...strings(messages), ...Object.values(widgetTexts).flatMap(strings)]
    expect(Object.keys(widgetTexts).length).toBeGreaterThan(10)
    expect(all.filter((line) => line.includes('§'))).toEqual([])
  })
})
