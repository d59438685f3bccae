import { fillBrand } from '../../shared/config/config'
import { format } from '../../shared/messages/format'
import { type AccountTextKey, accountTexts } from './texts'

/** An account-area label with {brand} and any other placeholders filled. */
export function t(key: AccountTextKey, values: Record<string, string | number> = {}): string {
  return format(fillBrand(accountTexts[key]), values)
}
