import { describe, expect, it } from 'vitest'
import { scaleRem } from '../../scripts/rem-scale.mjs'

describe('rem lengths scaled by --pd-rem', () => {
  it('scales every rem of a declaration, negative and fractional ones too', () => {
    expect(scaleRem('.a { padding: 0.5rem 1rem; margin-top: -0.25rem; width: calc(100% - 2rem); }')).toBe(
      '.a { padding: calc(0.5 * var(--pd-rem, 1rem)) var(--pd-rem, 1rem); ' +
        'margin-top: calc(-0.25 * var(--pd-rem, 1rem)); width: calc(100% - calc(2 * var(--pd-rem, 1rem))); }',
    )
  })

  it('leaves at-rules, other units and names that only end in rem alone', () => {
    const css = '@media (max-width: 40rem) {\n  .lorem { font-size: 12px; inset: 2em; }\n}'
    expect(scaleRem(css)).toBe(css)
  })

  it('scales the declarations inside an at-rule', () => {
    expect(scaleRem('@media (max-width: 40rem) {\n  .a { gap: 1.5rem; }\n}')).toBe(
      '@media (max-width: 40rem) {\n  .a { gap: calc(1.5 * var(--pd-rem, 1rem)); }\n}',
    )
  })
})
