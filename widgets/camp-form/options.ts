import * as v from 'valibot'
import { CAMP_FORM_MODEL_NAMES } from '../../shared/domain/camp-form-models'

/** data-model: which §3.11 model to render. */
export const CampFormOptionsSchema = v.object({
  model: v.picklist(CAMP_FORM_MODEL_NAMES, `must be one of: ${CAMP_FORM_MODEL_NAMES.join(', ')}`),
})
