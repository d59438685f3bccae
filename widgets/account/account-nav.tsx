import { useEffect, useState } from 'react'
import { getConfig } from '../../shared/config/config'
import type { AccountRoute, ScreenName } from '../../shared/domain/account-links'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { accountHref } from '../../shared/navigation/account-navigation'
import { accountTexts } from './texts'

interface NavItem {
  label: string
  screen?: ScreenName
  href: string
  newTab?: boolean
}

const SMALL_SCREEN = '(max-width: 767px)'

/** §2.1: on small screens the my-account link points to my-account-dashboard instead. */
function useSmallScreen(): boolean {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(SMALL_SCREEN) : undefined
  const [small, setSmall] = useState(query?.matches ?? false)
  useEffect(() => {
    if (!query) return
    const onChange = () => setSmall(query.matches)
    query.addEventListener?.('change', onChange)
    return () => query.removeEventListener?.('change', onChange)
  }, [query])
  return small
}

function NavLinks({ items, current }: { items: NavItem[]; current: ScreenName }) {
  return (
    <ul className="pd-account-nav-list">
      {items.map((item) => (
        <li key={item.label}>
          {item.newTab ? (
            <a href={item.href} target="_blank" rel="noopener">
              {item.label}
              <span className="pd-visually-hidden"> {text(accountTexts.newTab)}</span>
            </a>
          ) : (
            <a href={item.href} aria-current={item.screen === current ? 'page' : undefined}>
              {item.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}

/** §2.1 top navigation: MY TEACHER TOOLKIT, MY ACADEMY, MY PROFILE, REFER A TEACHER. */
export function TopNav({ route }: { route: AccountRoute }) {
  const small = useSmallScreen()
  const { paths } = getConfig()
  const toolkit: ScreenName = small ? 'dashboard' : 'toolkit'
  const items: NavItem[] = [
    { label: text(messages.navTopToolkit), screen: toolkit, href: accountHref({ screen: toolkit }) },
    { label: text(messages.navTopAcademy), screen: 'academy', href: accountHref({ screen: 'academy' }) },
    { label: text(messages.navTopProfile), screen: 'profile', href: accountHref({ screen: 'profile' }) },
    { label: text(messages.navTopRefer), href: paths.refer, newTab: true },
  ]
  return (
    <nav className="pd-account-topnav" aria-label={text(accountTexts.topNavLabel)}>
      <NavLinks items={items} current={route.screen} />
    </nav>
  )
}

/**
 * §2.1 left navigation. On small screens it is folded behind a menu button; that forced-visible
 * state is cleared after every route change (§4.8) by the parent.
 */
export function LeftNav({
  route,
  open,
  onToggle,
}: {
  route: AccountRoute
  open: boolean
  onToggle: () => void
}) {
  const { paths } = getConfig()
  const items: NavItem[] = [
    {
      label: text(messages.navLeftDashboard),
      screen: 'dashboard',
      href: accountHref({ screen: 'dashboard' }),
    },
    { label: text(messages.navLeftAcademy), screen: 'academy', href: accountHref({ screen: 'academy' }) },
    { label: text(messages.navLeftProfile), screen: 'profile', href: accountHref({ screen: 'profile' }) },
    { label: text(messages.navLeftRefer), href: paths.refer, newTab: true },
  ]
  return (
    <nav
      className="pd-account-sidenav"
      aria-label={text(accountTexts.leftNavLabel)}
      data-forced-visible={open || undefined}
    >
      <button
        type="button"
        className="pd-button pd-button-secondary pd-account-menu-button"
        aria-expanded={open}
        onClick={onToggle}
      >
        {text(accountTexts.menu)}
      </button>
      <NavLinks items={items} current={route.screen} />
    </nav>
  )
}
