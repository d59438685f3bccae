// The account area's own small modules, gathered into one chunk as shared/core.ts gathers every
// widget's: esbuild wrote each as a file of its own, as each is reached by the account and by a
// different set of its lazy screens, so the account page asked for four files of 0.2 to 1.3 KiB.
// build.mjs makes the account's entry and every screen re-export this list; nothing outside the
// account imports these modules, so no other widget downloads them.
// tests/architecture/core-chunk.test.ts checks that the list names every export.
import { accountContent, accountContentDefaults } from '../../shared/config/account-content'
import { accountHref, goToAccountState } from '../../shared/navigation/account-navigation'
import { accountTexts } from './texts'
import { loadUserEvents, prefetchUserEvents } from './user-events/api'

export const group = [
  accountContent,
  accountContentDefaults,
  accountHref,
  goToAccountState,
  accountTexts,
  loadUserEvents,
  prefetchUserEvents,
]
