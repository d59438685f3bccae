import { callApi } from '../../../shared/api/client'
import { getAccountExample } from '../../../shared/contract/user-data'

/** §7.3 my-account-example/ with {}; fails with the contract's default error. */
export const loadExamples = () => callApi(getAccountExample, {})
