import { US_STATES } from '../../shared/domain/us-states'
import { accountTexts } from './texts'

/**
 * §5.3 address state options: the 50 states plus these, with the codes the spec gives
 * (American Samoa "Asal" and so on).
 */
export const ADDRESS_STATES: [code: string, name: string][] = [
  ...US_STATES,
  ['Asal', 'American Samoa'],
  ['Dcal', 'District of Columbia'],
  ['Gal', 'Guam'],
  ['Pral', 'Puerto Rico'],
  ['Vial', 'Virgin Islands'],
  ['Intl', accountTexts.stateInternational],
  ['Oth', accountTexts.stateOther],
]
