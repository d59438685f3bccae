import { act, fireEvent, render, screen } from '@testing-library/preact'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'

// `react` resolves to shared/ui/react-on-preact.ts here, as in the shipped build. Each case is
// what React does; the text field's onChange, the bubbling focus, the bare download attribute,
// the host emptied at the first render and the store read between the render and the
// subscription are that module's own (they fail on preact's core alone), the others preact's,
// held here because the widgets rely on them.

describe('React on preact', () => {
  it("fires a text field's onChange at every keystroke, as React does (the DOM's change waits for blur)", () => {
    const onChange = vi.fn()
    render(
      <>
        <input aria-label="Name" onChange={(event) => onChange(event.currentTarget.value)} />
        <textarea aria-label="Note" onChange={(event) => onChange(event.currentTarget.value)} />
      </>,
    )
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'A' } })
    fireEvent.input(screen.getByLabelText('Note'), { target: { value: 'B' } })
    expect(onChange.mock.calls).toEqual([['A'], ['B']])
  })

  it("fires a checkbox's and a file field's onChange on the DOM's change", () => {
    const onChange = vi.fn()
    render(
      <>
        <input type="checkbox" aria-label="Agree" onChange={() => onChange('checkbox')} />
        <input type="file" aria-label="Proof" onChange={() => onChange('file')} />
      </>,
    )
    fireEvent.input(screen.getByLabelText('Agree'))
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(screen.getByLabelText('Agree'))
    fireEvent.change(screen.getByLabelText('Proof'))
    expect(onChange.mock.calls).toEqual([['checkbox'], ['file']])
  })

  it("hears a child's focus and blur on its container, as React's onFocus and onBlur bubble", () => {
    const heard: string[] = []
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: the container only listens, as the alert banner's does
      <div onFocus={() => heard.push('focus')} onBlur={() => heard.push('blur')}>
        <button type="button">Dismiss</button>
      </div>,
    )
    const button = screen.getByRole('button', { name: 'Dismiss' })
    act(() => button.focus())
    act(() => button.blur())
    expect(heard).toEqual(['focus', 'blur'])
  })

  it('writes a bare download attribute empty, so the browser takes the file name from the answer', () => {
    const { container } = render(
      <a href="/calendar.ics" download>
        Download
      </a>,
    )
    expect(container.querySelector('a')?.getAttribute('download')).toBe('')
  })

  it('writes className as the class attribute, on SVG elements too', () => {
    const { container } = render(
      <p className="pd-note">
        <svg className="pd-icon" aria-hidden="true" />
      </p>,
    )
    expect(container.querySelector('p')?.getAttribute('class')).toBe('pd-note')
    expect(container.querySelector('svg')?.getAttribute('class')).toBe('pd-icon')
  })

  it('replaces what the host element held at the first render, and empties it at unmount', () => {
    // preact's own first render keeps a placeholder's text and elements it cannot reuse.
    for (const placeholder of ['Loading the form…', '<p>This part of the page is not set up correctly</p>']) {
      const host = document.createElement('div')
      host.innerHTML = placeholder
      document.body.append(host)
      const root = createRoot(host)
      act(() => root.render(<section>Form</section>))
      expect(host.innerHTML).toBe('<section>Form</section>')
      act(() => root.render(<section>Form again</section>))
      expect(host.innerHTML).toBe('<section>Form again</section>')
      act(() => root.unmount())
      expect(host.innerHTML).toBe('')
      host.remove()
    }
  })

  it("reads an external store, including a change made between the render and the store's subscription", async () => {
    let value = 1
    const listeners = new Set<() => void>()
    const subscribe = (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
    const set = (next: number) => {
      value = next
      for (const listener of listeners) listener()
    }
    function Reader() {
      const seen = useSyncExternalStore(subscribe, () => value)
      return <p>Value {seen}</p>
    }
    function ChangesOnMount() {
      const [, setDone] = useState(false)
      useEffect(() => {
        value = 2 // before Reader has subscribed: it must still show 2
        setDone(true)
      }, [])
      return null
    }
    render(
      <>
        <ChangesOnMount />
        <Reader />
      </>,
    )
    expect(await screen.findByText('Value 2')).toBeTruthy()
    await act(() => set(3))
    expect(screen.getByText('Value 3')).toBeTruthy()
  })
})
