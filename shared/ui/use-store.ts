import { useCallback, useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'

const whole = <T>(state: T) => state

/**
 * The state of a vanilla store, or the part a selector picks, re-rendering when it changes. Does
 * what zustand's React `useStore` does; that one imports React's default export, which kept all
 * of preact/compat in every page's bundle (some 2 KiB gzip) and which the shipped build's React
 * (react-on-preact.ts) does not have.
 */
export function useStore<State>(store: StoreApi<State>): State
export function useStore<State, Slice>(store: StoreApi<State>, select: (state: State) => Slice): Slice
export function useStore<State, Slice>(
  store: StoreApi<State>,
  select: (state: State) => Slice = whole as (state: State) => Slice,
): Slice {
  const current = useCallback(() => select(store.getState()), [store, select])
  const initial = useCallback(() => select(store.getInitialState()), [store, select])
  return useSyncExternalStore(store.subscribe, current, initial)
}
