import { describe, expect, it } from 'vitest'
import { reload, widgetLoadFailed } from '../../../shared/messages/catalogue/widget-load'
import { RUNTIME_FAILED_TEXTS } from '../../../widgets/loader-texts'

describe("the loader's copy of the load-failure texts", () => {
  it('says what the catalogue says', () => {
    expect(RUNTIME_FAILED_TEXTS).toEqual([widgetLoadFailed, reload])
  })
})
