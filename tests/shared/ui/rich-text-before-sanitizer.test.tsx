import { act } from '@testing-library/preact'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mountWidget } from '../../../shared/ui/mount-widget'
import { RichText } from '../../../shared/ui/rich-text'

// The sanitizer's chunk never arrives in this file: what shows is what a person sees before it.
vi.mock('../../../shared/ui/sanitize-html', () => new Promise(() => {}))

async function renderRichText(node: ReactNode) {
  const el = document.createElement('div')
  document.body.append(el)
  await act(() => {
    mountWidget(el, 'probe', node)
  })
  return el
}

describe('RichText before the sanitizer has loaded', () => {
  it('shows the HTML as plain text, never as markup', async () => {
    const el = await renderRichText(
      <RichText html={'<p>Bring <b>two</b> budgets &amp; a pen</p><img src=x onerror="alert(1)">'} />,
    )
    expect(el.textContent).toBe('Bring two budgets & a pen')
    expect(el.querySelector('b, img')).toBeNull()
  })

  it('prefers the plain text it is given', async () => {
    const el = await renderRichText(<RichText as="span" html="<b>Budget</b> basics" text="Budget basics" />)
    expect(el.querySelector('span.pd-rich-text')?.textContent).toBe('Budget basics')
  })

  it('renders nothing for HTML without text', async () => {
    const el = await renderRichText(<RichText html="<p> </p>" />)
    expect(el.querySelector('.pd-rich-text')).toBeNull()
  })
})
