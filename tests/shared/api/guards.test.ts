import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/api/api-error'
import { checkDataGuards, checkUploadGuards } from '../../../shared/api/guards'

const valid = { defaultError: 'Oops', url: '/x/', method: 'post', body: {}, bodyKind: 'json' as const }

function guardMessage(run: () => void): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('guard')
    return (error as Error).message
  }
}

describe('request guards (§5.10)', () => {
  it.each([
    ['a missing default error', { ...valid, defaultError: '' }, 'No default error message provided'],
    ['a missing URL', { ...valid, url: '' }, 'No URL defined'],
    ['a missing method', { ...valid, method: '' }, 'No method defined'],
    ['a method other than post or get', { ...valid, method: 'put' }, 'Only post and get methods allowed'],
    ['a post without data', { ...valid, body: undefined }, 'No data for post object'],
  ])('refuses %s with its exact message', (_case, request, message) => {
    expect(guardMessage(() => checkDataGuards(request))).toBe(message)
  })

  it('lets a complete post and a get without data through', () => {
    expect(guardMessage(() => checkDataGuards(valid))).toBeUndefined()
    expect(guardMessage(() => checkDataGuards({ ...valid, method: 'GET', body: undefined }))).toBeUndefined()
  })

  it.each([
    ['a missing field id', ['', new FormData(), '/u/'], 'Field ID not specified'],
    ['a missing form-data object', ['file', {}, '/u/'], 'No Form object'],
    ['a missing URL', ['file', new FormData(), ''], 'No URL specified'],
  ])('refuses an upload with %s', (_case, [field, form, url], message) => {
    expect(guardMessage(() => checkUploadGuards(field as string, form, url as string))).toBe(message)
  })
})
