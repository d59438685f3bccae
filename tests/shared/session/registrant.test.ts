import { afterEach, describe, expect, it } from 'vitest'
import { forgetRegistrant, keepRegistrant, readRegistrant } from '../../../shared/session/registrant'

const NONE = { email: '', firstName: '', lastName: '' }

describe('the registrant handed from event registration to sign-up', () => {
  afterEach(() => sessionStorage.clear())

  it('reads back what registration kept, until the sign-up forgets it', () => {
    keepRegistrant({ email: 'sam@school.org', firstName: 'Sam', lastName: 'Rivera' })
    expect(readRegistrant()).toEqual({ email: 'sam@school.org', firstName: 'Sam', lastName: 'Rivera' })
    forgetRegistrant()
    expect(readRegistrant()).toEqual(NONE)
  })

  it('reads nothing from storage another script filled with something else', () => {
    sessionStorage.setItem('pd-registrant', '{"email": 42, "firstName": "Sam"}')
    expect(readRegistrant()).toEqual({ ...NONE, firstName: 'Sam' })
    sessionStorage.setItem('pd-registrant', 'not json')
    expect(readRegistrant()).toEqual(NONE)
    sessionStorage.setItem('pd-registrant', 'null')
    expect(readRegistrant()).toEqual(NONE)
  })
})
