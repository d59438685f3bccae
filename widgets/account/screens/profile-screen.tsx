import { useState } from 'react'
import { getConfig } from '../../../shared/config/config'
import type { User } from '../../../shared/contract/schemas'
import { schoolShown } from '../../../shared/domain/school-name'
import { isVerifiedTeacher } from '../../../shared/domain/user-type'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { accountHref } from '../../../shared/navigation/account-navigation'
import { logOutAndGoHome, usePageSessionControl } from '../../../shared/session/session-store'
import { type Feedback, FormFeedback } from '../../../shared/ui/form-feedback'
import { accountTexts } from '../texts'
import { PasswordModal } from './password-modal'
import { SwagSection } from './swag-section'
import { UpdateAccountModal } from './update-account-modal'

const TYPE_TEXTS: Record<number, [string, string | undefined]> = {
  2: [messages.accountType2, undefined],
  5: [messages.accountType5, messages.accountType5Text],
  6: [messages.accountType6, messages.accountType6Text],
  7: [messages.accountType7, messages.accountType7Text],
}

/** §2.8, §6: the account type's label and text; type 6 and 7 texts name the teacher-accounts address. */
function AccountType({ user }: { user: User }) {
  const [label, body] = TYPE_TEXTS[Number(user.cpUsers__cpUsersTypes_recordNumber)] ?? []
  const [busy, setBusy] = useState(false)
  usePageSessionControl('logOut')

  async function leave() {
    setBusy(true)
    // The same log-out as the header's and the logout widget's (§4.5).
    await logOutAndGoHome()
  }

  return (
    <section className="pd-account-section pd-card" aria-labelledby="pd-account-type">
      <h3 id="pd-account-type">{label ? text(label) : text(accountTexts.accountType)}</h3>
      {body ? <p>{text(body, { email: getConfig().emails.teacherAccounts })}</p> : null}
      <button type="button" className="pd-button pd-button-secondary" disabled={busy} onClick={leave}>
        {text(messages.logOut)}
      </button>
    </section>
  )
}

function ProfileBlock({ user }: { user: User }) {
  const [modal, setModal] = useState<'account' | 'password'>()
  const [saved, setSaved] = useState<Feedback>()
  const open = (which: 'account' | 'password') => {
    setSaved(undefined)
    setModal(which)
  }
  const close = (feedback?: Feedback) => {
    setSaved(feedback)
    setModal(undefined)
  }
  const extras = user.extras ?? {}
  const rows: [string, string][] = [
    [text(accountTexts.profileName), `${user.cpUsers_firstName} ${user.cpUsers_lastName}`],
    [text(accountTexts.profileEmail), user.cpUsers_email],
    [text(accountTexts.profileSchool), schoolShown(extras)],
    [text(accountTexts.profileState), extras.state ?? ''],
    [text(accountTexts.profileUsername), user.cpUsers_username],
  ]
  return (
    <section className="pd-account-section pd-card" aria-labelledby="pd-account-your-profile">
      <h3 id="pd-account-your-profile">{text(messages.yourProfile)}</h3>
      <dl className="pd-account-rows">
        {rows.map(([label, value]) => (
          <div key={label} className="pd-account-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        {/* §2.8 calls it a link; it opens the password dialog where the page is. */}
        <a
          href={accountHref({ screen: 'profile' })}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault()
            open('password')
          }}
        >
          {text(messages.changePassword)}
        </a>
      </p>
      <div className="pd-account-actions">
        <button type="button" className="pd-button" onClick={() => open('account')}>
          {text(messages.editProfile)}
        </button>
        <FormFeedback feedback={saved} />
      </div>
      {modal === 'account' ? <UpdateAccountModal user={user} onClose={close} /> : null}
      {modal === 'password' ? <PasswordModal user={user} onClose={close} /> : null}
    </section>
  )
}

/** §2.8 Profile: verified users see the profile on the left and Get Swag on the right. */
export function ProfileScreen({ user }: { user: User }) {
  const verified = isVerifiedTeacher(user.cpUsers__cpUsersTypes_recordNumber)
  return (
    <section className="pd-account-screen" aria-labelledby="pd-account-heading">
      <h2 id="pd-account-heading">{text(accountTexts.profileTitle)}</h2>
      <div className="pd-account-columns pd-account-profile">
        {verified ? (
          <>
            <div className="pd-account-column-main">
              <AccountType user={user} />
              <ProfileBlock user={user} />
            </div>
            <div className="pd-account-column-side">
              <SwagSection user={user} />
            </div>
          </>
        ) : (
          <>
            <div className="pd-account-column-main">
              <AccountType user={user} />
            </div>
            <div className="pd-account-column-side">
              <ProfileBlock user={user} />
            </div>
          </>
        )}
      </div>
    </section>
  )
}
