import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { getConfig } from '../../shared/config/config'
import type { AccountRoute, ScreenName } from '../../shared/domain/account-links'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { accountHref } from '../../shared/navigation/account-navigation'
import { useDomId } from '../../shared/ui/use-dom-id'
import { newTab } from './new-tab'
import { accountTexts } from './texts'

interface NavItem {
  label: string
  screen?: ScreenName
  href: string
  newTab?: boolean
}

const SMALL_SCREEN = 'screen and (max-width: 767px)'

/** §2.1: on small screens the my-account link points to my-account-dashboard instead. */
function useSmallScreen(): boolean {
  const [query] = useState(() =>
    typeof window.matchMedia === 'function' ? window.matchMedia(SMALL_SCREEN) : undefined,
  )
  const [, redraw] = useState(0)
  const drawnSmall = useRef(false)
  useEffect(() => {
    if (!query) return
    const onChange = () => redraw((n) => n + 1)
    query.addEventListener?.('change', onChange)
    // A change between the first draw and this listener has no event left to hear.
    if (query.matches !== drawnSmall.current) onChange()
    return () => query.removeEventListener?.('change', onChange)
  }, [query])
  // Read at every draw, not kept from the first: a page drawn before its size was settled (a tab
  // opened in the background) showed the phone's menu button on a wide screen.
  drawnSmall.current = query?.matches ?? false
  return drawnSmall.current
}

/**
 * §2.1: the active entry follows the URL. A ticket and its survey belong to the academy's list;
 * the answer keys and the examples are the toolkit's pages.
 */
const SECTION_OF: Partial<Record<ScreenName, ScreenName>> = {
  ticket: 'academy',
  survey: 'academy',
  answerKeys: 'toolkit',
  example: 'toolkit',
}

function NavLinks({ id, items, current }: { id: string; items: NavItem[]; current: ScreenName }) {
  const section = SECTION_OF[current] ?? current
  return (
    <ul id={id} className="pd-account-nav-list">
      {items.map((item) => (
        <li key={item.label}>
          {item.newTab ? (
            <a href={item.href} {...newTab('noopener')}>
              {item.label}
            </a>
          ) : (
            <a href={item.href} aria-current={ariaCurrent(item.screen, current, section)}>
              {item.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}

/** "page" on the screen's own entry; "true" on the section a ticket or the answer keys belong to. */
function ariaCurrent(screen: ScreenName | undefined, current: ScreenName, section: ScreenName) {
  if (screen === current) return 'page'
  return screen === section ? 'true' : undefined
}

/**
 * §2.1 top navigation: MY TEACHER TOOLKIT, MY ACADEMY, MY PROFILE, REFER A TEACHER. It names no
 * dashboard: on a small screen the toolkit tab leads there; on a large one the left menu's MY
 * DASHBOARD comes first, or My Dashboard (§2.2) could be reached by typing its address only.
 */
function tabItems(small: boolean): NavItem[] {
  const { paths } = getConfig()
  const toolkit: ScreenName = small ? 'dashboard' : 'toolkit'
  const dashboard: NavItem[] = small
    ? []
    : [
        {
          label: text(messages.navLeftDashboard),
          screen: 'dashboard',
          href: accountHref({ screen: 'dashboard' }),
        },
      ]
  return [
    ...dashboard,
    { label: text(messages.navTopToolkit), screen: toolkit, href: accountHref({ screen: toolkit }) },
    { label: text(messages.navTopAcademy), screen: 'academy', href: accountHref({ screen: 'academy' }) },
    { label: text(messages.navTopProfile), screen: 'profile', href: accountHref({ screen: 'profile' }) },
    { label: text(messages.navTopRefer), href: paths.refer, newTab: true },
  ]
}

/** §2.1 left navigation: MY DASHBOARD, MY {brand} ACADEMY, MY PROFILE, REFER TEACHERS TO {brand}. */
function menuItems(): NavItem[] {
  const { paths } = getConfig()
  return [
    {
      label: text(messages.navLeftDashboard),
      screen: 'dashboard',
      href: accountHref({ screen: 'dashboard' }),
    },
    { label: text(messages.navLeftAcademy), screen: 'academy', href: accountHref({ screen: 'academy' }) },
    { label: text(messages.navLeftProfile), screen: 'profile', href: accountHref({ screen: 'profile' }) },
    { label: text(messages.navLeftRefer), href: paths.refer, newTab: true },
  ]
}

/**
 * The account's one navigation. §2.1 describes two with the same four places (top tabs and a left
 * menu); the site config's `accountNavigation` picks one ("tabs" by default). On a small screen it
 * folds behind one "Account menu" button; the forced-visible state is cleared after every route
 * change (§4.8) by the parent. On a large screen there is nothing to fold, so no button.
 */
export function AccountNav({
  route,
  open,
  onToggle,
}: {
  route: AccountRoute
  open: boolean
  onToggle: () => void
}) {
  const small = useSmallScreen()
  const listId = useDomId()
  const button = useRef<HTMLButtonElement | null>(null)
  const reading = getConfig().accountNavigation
  // Escape folds the open menu from its button or any of its links, and gives the button the focus
  // (as a menu button does), so the keyboard is not left on a link that is no longer shown.
  const foldOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !small || !open) return
    onToggle()
    button.current?.focus()
  }
  const items = reading === 'menu' ? menuItems() : tabItems(small)
  const label = reading === 'menu' ? accountTexts.leftNavLabel : accountTexts.topNavLabel
  return (
    <nav
      className={`pd-account-nav pd-account-nav-${reading}`}
      aria-label={text(label)}
      data-forced-visible={(small && open) || undefined}
      onKeyDown={foldOnEscape}
    >
      {small ? (
        <button
          ref={button}
          type="button"
          className="pd-button pd-button-secondary pd-account-menu-button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
        >
          {text(accountTexts.menu)}
        </button>
      ) : null}
      <NavLinks id={listId} items={items} current={route.screen} />
    </nav>
  )
}
