import { describe, expect, it } from 'vitest'
import { plainText } from '../../../shared/dates/calendar-links'

describe('calendar details as plain text (§7.6)', () => {
  it('keeps the words and one line per paragraph or list item', () => {
    expect(
      plainText('<p>Bring a <strong>budget</strong>.</p><ul><li>Pens</li><li>Calculator</li></ul>'),
    ).toBe('Bring a budget.\nPens\nCalculator')
  })

  it('decodes entities', () => {
    expect(plainText('<p>Q&amp;A &lt;live&gt; &#8211; &#x2014; caf&eacute;</p>')).toBe(
      'Q&A <live> – — caf&eacute;',
    )
  })

  it('drops scripts and styles with their content', () => {
    expect(plainText('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('Hi')
  })

  it('gives an empty string for no description', () => {
    expect(plainText(null)).toBe('')
  })
})
