import { useLayoutEffect, useRef } from 'react'
import { plural } from '../../../shared/messages/format'
import { text } from '../../../shared/messages/text'
import type { ReferralSent } from '../state'
import { referTexts } from '../texts'

/** §2.9: after sending, the returned subject and message, at the top of the page. */
export function ReferSent({ sent, onAgain }: { sent: ReferralSent; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Before the first paint: an effect after it shows the teacher one frame still scrolled down.
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
    heading.current?.focus({ preventScroll: true })
  }, [])
  return (
    <div className="pd-notice pd-refer-sent" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {plural(sent.invited, text(referTexts.sentTitle), text(referTexts.sentTitleMany))}
      </h2>
      <p>
        <strong>{text(referTexts.sentSubject)}</strong> {sent.subject}
      </p>
      <p>
        <strong>{text(referTexts.sentMessage)}</strong>
      </p>
      <p className="pd-refer-message">{sent.message}</p>
      <button type="button" className="pd-button pd-button-secondary" onClick={onAgain}>
        {text(referTexts.referMore)}
      </button>
    </div>
  )
}
