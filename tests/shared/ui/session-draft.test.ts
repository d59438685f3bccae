import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionDraft } from '../../../shared/ui/session-draft'

afterEach(() => vi.unstubAllGlobals())

describe('a form draft in the tab (sessionStorage)', () => {
  it('gives back what was written for that form and key only', () => {
    const survey = sessionDraft('pd-survey')
    survey.write('121/abc', { school: 'Lincoln High', useful: 'Very useful' })
    expect(survey.read('121/abc')).toEqual({ school: 'Lincoln High', useful: 'Very useful' })
    expect(survey.read('121/other')).toEqual({})
    expect(sessionDraft('pd-contact').read('121/abc')).toEqual({})
    survey.clear('121/abc')
    expect(survey.read('121/abc')).toEqual({})
  })

  it('keeps the key the registration drafts had, so a draft typed before a release still comes back', () => {
    sessionStorage.setItem('pd-registration-draft:110', JSON.stringify({ firstName: 'Robin' }))
    expect(sessionDraft('pd-registration').read('110')).toEqual({ firstName: 'Robin' })
  })

  it('reads nothing from a stored value that is not an object of texts', () => {
    const draft = sessionDraft('pd-contact')
    for (const stored of ['not json', '[1,2]', 'null', '"text"']) {
      sessionStorage.setItem('pd-contact-draft:/contact/', stored)
      expect(draft.read('/contact/')).toEqual({})
    }
    sessionStorage.setItem('pd-contact-draft:/contact/', JSON.stringify({ name: 'Ada', age: 40 }))
    expect(draft.read('/contact/')).toEqual({ name: 'Ada' })
  })

  it('lives in memory only when storage refuses, without throwing', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    vi.stubGlobal('sessionStorage', { getItem: refuse, setItem: refuse, removeItem: refuse })
    const draft = sessionDraft('pd-survey')
    expect(() => draft.write('1/2', { a: 'b' })).not.toThrow()
    expect(draft.read('1/2')).toEqual({})
    expect(() => draft.clear('1/2')).not.toThrow()
  })
})
