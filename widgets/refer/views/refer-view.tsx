import { useEffect, useState } from 'react'
import { getConfig } from '../../../shared/config/config'
import { text } from '../../../shared/messages/text'
import { getUser, sessionStore, usePageSessionControl } from '../../../shared/session/session-store'
import { openLoginModal, useBehindLoginDialog } from '../../../shared/ui/login-request'
import { useStore } from '../../../shared/ui/use-store'
import { loadReferralDefaults, type ReferralSent, type ReferralText } from '../state'
import { referTexts } from '../texts'
import { ReferForm } from './refer-form'
import { ReferSent } from './refer-sent'

/** §2.9 refer: for a logged-in teacher; a logged-out visitor is asked to log in first. */
export function ReferView() {
  const user = useStore(sessionStore, (state) => state.user)
  const status = useStore(sessionStore, (state) => state.status)

  useEffect(() => {
    getUser().catch(() => undefined)
  }, [])

  if (user) return <Referral />
  // Unreachable: the stored session could not be checked; logging in again is the way on.
  if (status === 'logged-out' || status === 'unreachable') return <LogInPrompt />
  return (
    <p className="pd-notice" role="status">
      {text(referTexts.loading)}
    </p>
  )
}

function LogInPrompt() {
  usePageSessionControl('logIn')
  const behindDialog = useBehindLoginDialog()
  return (
    <div className="pd-notice">
      <p>{text(referTexts.loggedOut, { brand: getConfig().brand })}</p>
      <button
        type="button"
        className="pd-button"
        aria-hidden={behindDialog || undefined}
        onClick={openLoginModal}
      >
        {text(referTexts.logIn)}
      </button>
    </div>
  )
}

function Referral() {
  const [defaults, setDefaults] = useState<ReferralText>()
  const [sent, setSent] = useState<ReferralSent>()

  useEffect(() => {
    let live = true
    loadReferralDefaults().then((loaded) => {
      if (live) setDefaults(loaded)
    })
    return () => {
      live = false
    }
  }, [])

  if (sent) return <ReferSent sent={sent} onAgain={() => setSent(undefined)} />
  if (!defaults) {
    return (
      <p className="pd-notice" role="status">
        {text(referTexts.loading)}
      </p>
    )
  }
  return <ReferForm defaults={defaults} onSent={setSent} />
}
