/**
 * What the session's first call downloads: the API client and the log-in contract, through one
 * module. Imported apart, each was a download of its own (a client and a contract file, besides
 * the chunks they share), and the loader fetches these with every signed-in page.
 */
export { callApi } from '../api/client'
export { login, logout } from '../contract/login-manager'
