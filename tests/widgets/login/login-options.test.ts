import { describe, expect, it } from 'vitest'
import { parseLoginOptions } from '../../../widgets/login/options'

describe('the login widget options', () => {
  it('defaults to the form with a trigger button and no redirect', () => {
    expect(parseLoginOptions({})).toEqual({ mode: 'form', trigger: 'button' })
  })

  it('takes the modal without a trigger and a page of this site to go to', () => {
    expect(parseLoginOptions({ mode: 'modal', trigger: 'none', redirect: '/account/#!/dashboard' })).toEqual({
      mode: 'modal',
      trigger: 'none',
      redirect: '/account/#!/dashboard',
    })
  })

  it('names the attribute and what it takes when a value is not one of them', () => {
    expect(() => parseLoginOptions({ mode: 'popup' })).toThrow('data-mode must be "form" or "modal"')
    expect(() => parseLoginOptions({ trigger: 'link' })).toThrow('data-trigger must be "button" or "none"')
  })

  it('refuses a redirect to another site or a script URL', () => {
    for (const redirect of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)']) {
      expect(() => parseLoginOptions({ redirect })).toThrow('data-redirect must be a page of this site')
    }
  })

  it('throws the error the runtime logs as a bad option', () => {
    expect(() => parseLoginOptions({ mode: 'popup' })).toThrow(
      expect.objectContaining({ name: 'WidgetOptionsError' }),
    )
  })
})
