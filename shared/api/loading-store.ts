import { createStore } from 'zustand/vanilla'

/** §2.12, §4.7: the number of requests in flight; the loading indicator shows while it is above 0. */
export const loadingStore = createStore<{ inFlight: number }>()(() => ({ inFlight: 0 }))

export function requestStarted(): void {
  loadingStore.setState((state) => ({ inFlight: state.inFlight + 1 }))
}

export function requestEnded(): void {
  loadingStore.setState((state) => ({ inFlight: Math.max(0, state.inFlight - 1) }))
}
