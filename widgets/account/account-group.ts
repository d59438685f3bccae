// The account area's own small modules, gathered into one chunk as shared/core.ts gathers every
// widget's: esbuild wrote each as a file of its own, as each is reached by the account and by a
// different set of its lazy screens, so the account page asked for four files of 0.2 to 1.3 KiB.
// The screens' loading state and what the academy and the dashboard share (the credits, the
// progress bar) are here too: two files fewer on those screens, the landing screen among them,
// for 1.1 KiB that the profile and a ticket's screen now load without using.
// build.mjs makes the account's entry and every screen re-export this list; nothing outside the
// account imports these modules, so no other widget downloads them.
// tests/architecture/core-chunk.test.ts checks that the list names every export.
import { accountContent, accountContentDefaults } from '../../shared/config/account-content'
import {
  academyStartYear,
  creditsSinceText,
  creditsToNextStatusText,
  creditsToNextText,
  creditsWord,
} from '../../shared/domain/academy'
import { accountHref, goToAccountState } from '../../shared/navigation/account-navigation'
import { ProgressBar } from '../../shared/ui/progress-bar'
import { AcademyProgress } from './academy-progress'
import { LoadState } from './load-state'
import { newTab } from './new-tab'
import { ViewLink } from './screens/view-link'
import { accountTexts } from './texts'
import { useLoad } from './use-load'
import { loadUserEvents, prefetchUserEvents } from './user-events/api'

export const group = [
  academyStartYear,
  creditsSinceText,
  creditsToNextStatusText,
  creditsToNextText,
  creditsWord,
  ProgressBar,
  AcademyProgress,
  LoadState,
  newTab,
  ViewLink,
  useLoad,
  accountContent,
  accountContentDefaults,
  accountHref,
  goToAccountState,
  accountTexts,
  loadUserEvents,
  prefetchUserEvents,
]
