import { describe, expect, it } from 'vitest'
import { plainText } from '../../../shared/html/plain-text'

describe('server HTML as plain text', () => {
  it('keeps the words and one line per paragraph or list item', () => {
    expect(
      plainText('<p>Bring a <strong>budget</strong>.</p><ul><li>Pens</li><li>Calculator</li></ul>'),
    ).toBe('Bring a budget.\nPens\nCalculator')
  })

  it('decodes entities', () => {
    expect(plainText('<p>Q&amp;A &lt;live&gt; &#8211; &#x2014; caf&eacute;</p>')).toBe('Q&A <live> – — café')
  })

  it('reads entity names with their case: &Auml; is Ä, not ä; &AMP; is still &', () => {
    expect(plainText('&Auml;rger &Ccedil;a Stra&szlig;e &AMP; &rarr; &frac12; &times;')).toBe(
      'Ärger Ça Straße & → ½ ×',
    )
    expect(plainText('&EACUTE;')).toBe('&EACUTE;')
  })

  it('decodes each reference once: &amp;lt; is the text &lt;, not a tag', () => {
    expect(plainText('Use &amp;lt;b&amp;gt; for bold &amp;middot; done')).toBe(
      'Use &lt;b&gt; for bold &middot; done',
    )
  })

  it('leaves an unknown or out-of-range reference as written', () => {
    expect(plainText('&bogus; &#x110000; ok')).toBe('&bogus; &#x110000; ok')
  })

  it('drops scripts and styles with their content', () => {
    expect(plainText('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('Hi')
  })

  it('gives an empty string for no description', () => {
    expect(plainText(null)).toBe('')
  })
})
