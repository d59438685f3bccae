import { describe, expect, it } from 'vitest'
import { es } from '../../../shared/messages/locales/es'
import { englishTexts } from './english-texts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the Spanish catalogue', () => {
  const english = englishTexts()

  it('has every English text of the widgets', () => {
    expect(english.length).toBeGreaterThan(400)
    expect(english.filter((text) => !(text in es))).toEqual([])
  })

  it('keeps the placeholders of each English text', () => {
    const changed = english
      .filter((text) => text in es)
      .filter((text) => placeholders(text).join() !== placeholders(es[text] ?? '').join())
    expect(changed).toEqual([])
  })

  it('holds no entry for a text the widgets no longer have', () => {
    const known = new Set(english)
    expect(Object.keys(es).filter((text) => !known.has(text))).toEqual([])
  })

  it('translates every text that has a word to translate', () => {
    // Names and acronyms may stay as they are; a sentence may not.
    const same = english.filter((text) => es[text] === text && text.includes(' '))
    expect(same).toEqual([])
  })
})
