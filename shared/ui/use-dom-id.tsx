import { createContext, type ReactNode, useContext, useId } from 'react'

/**
 * Preact's useId numbers ids by position in the tree, so two widget roots on one page produce
 * the same ids ("P0-0" twice) and a label could point at another widget's input. Each mounted
 * widget gets its own prefix through this context.
 */
const RootPrefix = createContext('pd')
let rootCount = 0

export function DomIdScope({ children }: { children: ReactNode }) {
  rootCount += 1
  return <RootPrefix.Provider value={`pd${rootCount}`}>{children}</RootPrefix.Provider>
}

/** A DOM id unique on the page, also across widget roots. Use instead of React's useId. */
export function useDomId(): string {
  const prefix = useContext(RootPrefix)
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
}
