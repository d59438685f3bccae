import { act, render, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { useStore } from '../../../shared/ui/use-store'

type Counter = { count: number; label: string }

function Count({ store }: { store: StoreApi<Counter> }) {
  const count = useStore(store, (state) => state.count)
  return <p>Count {count}</p>
}

function Whole({ store }: { store: StoreApi<Counter> }) {
  const state = useStore(store)
  return <p>{`${state.label} ${state.count}`}</p>
}

describe('useStore over a vanilla store', () => {
  it('renders the selected part and follows changes to it', async () => {
    const store = createStore<Counter>(() => ({ count: 1, label: 'Seats' }))
    render(<Count store={store} />)
    expect(screen.getByText('Count 1')).toBeTruthy()
    await act(() => store.setState({ count: 2 }))
    expect(screen.getByText('Count 2')).toBeTruthy()
  })

  it('gives the whole state without a selector', async () => {
    const store = createStore<Counter>(() => ({ count: 3, label: 'Seats' }))
    render(<Whole store={store} />)
    expect(screen.getByText('Seats 3')).toBeTruthy()
    await act(() => store.setState({ label: 'Places' }))
    expect(screen.getByText('Places 3')).toBeTruthy()
  })
})
