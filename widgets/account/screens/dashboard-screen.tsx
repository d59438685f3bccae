import { accountContent } from '../../../shared/config/account-content'
import { getConfig } from '../../../shared/config/config'
import type { EventOutput, User, UserEventsOutput } from '../../../shared/contract/schemas'
import { formatDateRange } from '../../../shared/dates/event-dates'
import { creditsToNextStatusText } from '../../../shared/domain/academy'
import { showsCredits } from '../../../shared/domain/event-types'
import { isVerifiedTeacher } from '../../../shared/domain/user-type'
import { formatNumber } from '../../../shared/messages/format'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { accountHref } from '../../../shared/navigation/account-navigation'
import { RichText } from '../../../shared/ui/rich-text'
import { SafeLink } from '../../../shared/ui/safe-link'
import { Tabs } from '../../../shared/ui/tabs'
import { AcademyProgress } from '../academy-progress'
import type { BlogPost } from '../blog-posts'
import { useDashboard } from '../dashboard/state'
import { LoadState } from '../load-state'
import { accountTexts } from '../texts'
import { ViewLink } from './view-link'

function UpcomingTable({ events }: { events: EventOutput[] }) {
  const { paths } = getConfig()
  if (events.length === 0) {
    return (
      <div className="pd-account-empty">
        <p>{text(messages.noUpcomingSessions)}</p>
        <p>
          <a href={paths.virtualPd}>{text(accountTexts.virtualPdLink)}</a> ·{' '}
          <a href={paths.certificationCourse}>{text(accountTexts.certificationLink)}</a>
        </p>
      </div>
    )
  }
  const columns = [
    text(accountTexts.colTitle),
    text(accountTexts.colDate),
    text(accountTexts.colCredits),
    text(accountTexts.colView),
  ]
  return (
    <div className="pd-table-wrap">
      {/* Roles restate the table's semantics: a phone shows each row as a card (styles.css). */}
      {/* Named, not captioned: a caption repeated the tab's "UPCOMING SESSIONS" above the table. */}
      <table className="pd-table" role="table" aria-label={text(accountTexts.upcomingCaption)}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((header) => (
              <th key={header} scope="col" role="columnheader">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {events.map((event) => (
            <tr key={`${event.id}-${event.ticketId}`} role="row">
              <th scope="row" role="rowheader" data-label={columns[0]}>
                {event.title}
              </th>
              <td role="cell" data-label={columns[1]}>
                {formatDateRange(event.startDate, event.endDate)}
              </td>
              <td role="cell" data-label={columns[2]}>
                {showsCredits(event.pdHours) ? formatNumber(event.pdHours as number) : ''}
              </td>
              <td role="cell">
                <ViewLink event={event} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function BlogList({ posts }: { posts: BlogPost[] }) {
  return (
    <div className="pd-account-blog">
      {posts.length === 0 ? <p>{text(accountTexts.noBlogPosts)}</p> : null}
      <ul className="pd-account-blog-list" aria-label={text(accountTexts.blogPosts)}>
        {posts.map((post) => (
          <li key={post.link + post.name} className="pd-account-blog-post">
            <h3>
              <SafeLink href={post.link}>{post.name}</SafeLink>
            </h3>
            {post.date ? <p className="pd-account-blog-date">{post.date}</p> : null}
            <RichText html={post.content} />
          </li>
        ))}
      </ul>
      <p>
        <a href={getConfig().paths.blog}>{text(messages.viewMoreBlogPosts)}</a>
      </p>
    </div>
  )
}

function AcademyPanel({ summary }: { summary: UserEventsOutput }) {
  const nextLevel = creditsToNextStatusText(summary.hoursToReachNext, summary.nextGrade)
  return (
    <aside className="pd-account-panel pd-card" aria-labelledby="pd-account-academy-panel">
      <h3 id="pd-account-academy-panel">{text(messages.academyPanelTitle)}</h3>
      <p className="pd-account-credits">
        {text(accountTexts.creditsLabel)}: <strong>{formatNumber(summary.pdHours)}</strong>
      </p>
      <AcademyProgress summary={summary} />
      {nextLevel ? <p>{nextLevel}</p> : null}
      <a className="pd-button" href={accountHref({ screen: 'academy' })}>
        {text(messages.viewAllMyEvents)}
      </a>
    </aside>
  )
}

function StaffPicks() {
  const { staffPicks } = accountContent(getConfig())
  return (
    <section className="pd-account-section" aria-labelledby="pd-account-staff-picks">
      <h3 id="pd-account-staff-picks">{text(accountTexts.staffPicks)}</h3>
      <ul className="pd-account-cards">
        {staffPicks.slice(0, 4).map((card) => (
          <li key={card.href} className="pd-card">
            <h4>
              <SafeLink href={card.href}>{card.title}</SafeLink>
            </h4>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

function QuickLinks() {
  const { quickLinks } = accountContent(getConfig())
  return (
    <section className="pd-account-section" aria-labelledby="pd-account-quick-links">
      <h3 id="pd-account-quick-links">{text(accountTexts.quickLinks)}</h3>
      <ul className="pd-account-quick-links">
        {quickLinks.map((link) => (
          <li key={link.href}>
            <SafeLink href={text(link.href)}>{text(link.label)}</SafeLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** §2.2 My Dashboard. */
export function DashboardScreen({ user, blogPosts }: { user: User; blogPosts: BlogPost[] }) {
  const loaded = useDashboard()
  const verified = isVerifiedTeacher(user.cpUsers__cpUsersTypes_recordNumber)
  return (
    <section className="pd-account-screen" aria-labelledby="pd-account-heading">
      <h2 id="pd-account-heading">{text(accountTexts.dashboardTitle)}</h2>
      <LoadState loaded={loaded}>
        {(summary) => (
          <div className={verified ? 'pd-account-columns pd-account-columns-narrow' : 'pd-account-columns'}>
            <div className="pd-account-column-main">
              <Tabs
                label={text(accountTexts.dashboardTitle)}
                tabs={[
                  {
                    id: 'upcoming',
                    label: text(messages.tabUpcoming),
                    content: <UpcomingTable events={summary.userEvents.present} />,
                  },
                  { id: 'blog', label: text(messages.tabBlog), content: <BlogList posts={blogPosts} /> },
                ]}
              />
            </div>
            {verified ? <AcademyPanel summary={summary} /> : null}
          </div>
        )}
      </LoadState>
      {/* Below the loaded part only once it is there: appearing above them, it would push them down. */}
      {loaded.data !== undefined || loaded.failed ? (
        <>
          <StaffPicks />
          <QuickLinks />
        </>
      ) : null}
    </section>
  )
}
