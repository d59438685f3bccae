import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { createSearchActions, createSearchStore } from './state'
import { SearchView } from './views/search-view'

/** §2.10 site search: `<div data-pd-widget="search"></div>`; the search lives in ?q=&filter=&start=. */
export const mount: MountWidget = (el) => {
  const store = createSearchStore()
  const actions = createSearchActions(store)
  return mountWidget(el, 'search', <SearchView store={store} actions={actions} />)
}
