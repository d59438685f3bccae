import { act, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pushAlert } from '../../../shared/alerts/alert-store'
import { applyConfig, getConfig } from '../../../shared/config/config'
import { mount } from '../../../widgets/alerts/entry'

let unmount: () => void

beforeEach(async () => {
  vi.useFakeTimers()
  const el = document.createElement('div')
  document.body.append(el)
  // Inside act, so effects (the store subscription) run before the test pushes alerts.
  await act(() => {
    unmount = mount(el, {})
  })
})

afterEach(() => {
  unmount()
  vi.useRealTimers()
})

describe('alert banner (§2.12, §4.7)', () => {
  it('has both live regions in the page before any message', () => {
    expect(screen.getByRole('status')).toBeTruthy()
    expect(screen.getByRole('alert')).toBeTruthy()
  })

  it('shows a success in the polite region and an error in the assertive one', async () => {
    await act(() => {
      pushAlert({ type: 'success', text: 'Your password has been updated' })
      pushAlert({ type: 'error', text: 'Passwords do not match.' })
    })
    expect(screen.getByRole('status').textContent).toContain('Your password has been updated')
    expect(screen.getByRole('alert').textContent).toContain('Passwords do not match.')
  })

  it("marks a message in another language than the page's with its lang (WCAG 3.1.2)", async () => {
    await act(() => {
      pushAlert({ type: 'success', text: 'La encuesta se completó correctamente', lang: 'es' })
      pushAlert({ type: 'success', text: 'Your password has been updated' })
    })
    const carried = screen.getByText('La encuesta se completó correctamente').closest('[lang]')
    expect(carried?.getAttribute('lang')).toBe('es')
    const own = screen.getByText('Your password has been updated').parentElement
    expect(own?.hasAttribute('lang')).toBe(false)
  })

  it('removes each message after the configured 1 second', async () => {
    await act(() => {
      pushAlert({ type: 'info', text: 'Saved' })
    })
    expect(screen.queryByText('Saved')).not.toBeNull()
    await act(() => {
      vi.advanceTimersByTime(999)
    })
    expect(screen.queryByText('Saved')).not.toBeNull()
    await act(() => {
      vi.advanceTimersByTime(2)
    })
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('keeps messages while the banner is hovered', async () => {
    await act(() => {
      pushAlert({ type: 'info', text: 'Saved' })
    })
    const banner = screen.getByRole('status').parentElement as HTMLElement
    await act(() => {
      fireEvent.mouseEnter(banner)
    })
    await act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(screen.queryByText('Saved')).not.toBeNull()
    await act(() => {
      fireEvent.mouseLeave(banner)
    })
    await act(() => {
      vi.advanceTimersByTime(1001)
    })
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('lets a person dismiss a message with its button', async () => {
    await act(() => {
      pushAlert({ type: 'error', text: 'There was an issue. Feel free to try again.' })
    })
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }))
    })
    expect(screen.queryByText('There was an issue. Feel free to try again.')).toBeNull()
  })

  it('keeps errors until closed when the site asks for it, and lets the others go as before', async () => {
    applyConfig({ ...getConfig(), errorsStayUntilClosed: true })
    await act(() => {
      pushAlert({ type: 'error', text: 'Oops' })
      pushAlert({ type: 'success', text: 'Saved' })
      pushAlert({ type: 'info', text: 'Note' })
    })
    await act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(screen.queryByText('Oops')).not.toBeNull()
    expect(screen.queryByText('Saved')).toBeNull()
    expect(screen.queryByText('Note')).toBeNull()
  })
})

describe('two banner tags on one page', () => {
  it('shows and announces each alert once, and the second takes over when the first is removed', async () => {
    const banners = [document.createElement('div'), document.createElement('div')]
    const unmounts: (() => void)[] = []
    for (const banner of banners) {
      banner.dataset.pdWidget = 'alerts'
      document.body.append(banner)
      await act(() => {
        unmounts.push(mount(banner, {}))
      })
      // As the runtime marks a widget once it is drawn.
      banner.setAttribute('data-pd-mounted', 'true')
    }
    await act(() => {
      pushAlert({ type: 'success', text: 'Saved once' })
    })
    expect(screen.getAllByText('Saved once')).toHaveLength(1)
    expect(banners[0]?.textContent).toContain('Saved once')
    banners[0]?.remove()
    await act(() => {
      pushAlert({ type: 'success', text: 'Saved again' })
    })
    expect(banners[1]?.textContent).toContain('Saved again')
    for (const stop of unmounts) stop()
    banners[1]?.remove()
  })
})
