import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadingIndicator } from '../../../shared/messages/catalogue/controls'
import { reload, widgetLoadFailed } from '../../../shared/messages/catalogue/widget-load'
import { es } from '../../../shared/messages/locales/es'
import { RUNTIME_FAILED_TEXTS } from '../../../widgets/loader-texts'

describe("the loader's copy of the load-failure texts", () => {
  it('says what the catalogue says', () => {
    expect(RUNTIME_FAILED_TEXTS).toEqual([widgetLoadFailed, reload])
  })
})

describe("the stylesheet's loading text in a widget's room before the widget draws", () => {
  const stylesheet = readFileSync(join(process.cwd(), 'shared/ui/styles.css'), 'utf8')
  const contents = [...stylesheet.matchAll(/content: "([^"]*…)"/g)].map((match) => match[1])

  it("is the catalogue's loading indicator, in English and in Spanish", () => {
    expect(contents).toEqual([loadingIndicator, es[loadingIndicator]])
  })
})
