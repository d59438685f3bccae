import { describe, expect, it } from 'vitest'
import { signUpTexts } from '../../../widgets/signup/texts'
import { checkZip } from '../../../widgets/signup/validate'

describe('checkZip (§5.7)', () => {
  it('takes five digits, or ZIP+4, with spaces around', () => {
    for (const zip of ['90031', ' 90031 ', '90031-1234']) expect(checkZip(zip), zip).toBeUndefined()
  })

  it('asks for a zip when none is given', () => {
    expect(checkZip('')).toBe(signUpTexts.zipRequired)
    expect(checkZip('   ')).toBe(signUpTexts.zipRequired)
  })

  it('refuses anything but five digits, one short or one over included', () => {
    for (const zip of ['9003', '900311', '9003a', '90031-12', '90031 1234', '9OO31']) {
      expect(checkZip(zip), zip).toBe(signUpTexts.zipInvalid)
    }
  })
})
