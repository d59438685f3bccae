import { act, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { mountWidget } from '../../../shared/ui/mount-widget'
import { RichText } from '../../../shared/ui/rich-text'

async function renderRichText(html: string) {
  const el = document.createElement('div')
  document.body.append(el)
  await act(() => {
    mountWidget(el, 'probe', <RichText html={html} />)
  })
  return el
}

/**
 * What the sanitizer removes is tested in Chromium (tests/e2e/xss.test.ts): DOMPurify does not
 * work on happy-dom's DOM. These check the wiring of the component.
 */
describe('RichText', () => {
  it('renders the server HTML once the sanitizer has loaded', async () => {
    await renderRichText('<p>Bring <strong>two</strong> budgets</p>')
    expect((await screen.findByText('two')).tagName).toBe('STRONG')
  })

  it('renders nothing for empty HTML', async () => {
    const el = await renderRichText('')
    expect(el.querySelector('.pd-rich-text')).toBeNull()
  })
})
