import { alertError } from '../../shared/alerts/alert-store'
import { callApi } from '../../shared/api/client'
import { getConfig } from '../../shared/config/config'
import { getReferralDefaults, sendReferral } from '../../shared/contract/user-data'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { referTexts } from './texts'
import type { ReferralValues } from './validate'

export interface ReferralText {
  subject: string
  message: string
}

function stockDefaults(): ReferralText {
  const brand = getConfig().brand
  return {
    subject: text(referTexts.stockSubject, { brand }),
    message: text(referTexts.stockMessage, { brand }),
  }
}

/** §2.9: the server's subject and message, else the stock default with §8's alert. */
export async function loadReferralDefaults(): Promise<ReferralText> {
  try {
    return await callApi(getReferralDefaults)
  } catch {
    alertError(text(messages.referDefaultsFailed))
    return stockDefaults()
  }
}

/** What was sent: the subject and message the server answers, and to how many teachers. */
export interface ReferralSent extends ReferralText {
  invited: number
}

/** §7.3 mail/test.php: the non-empty addresses; answers the subject and message that were sent. */
export async function referTeachers(values: ReferralValues): Promise<ReferralSent> {
  const emails = values.emails
    .map((email) => email.trim())
    .filter(Boolean)
    .map((email) => ({ email }))
  const sent = await callApi(sendReferral, {
    subject: values.subject.trim(),
    message: values.message.trim(),
    emails,
  })
  return { ...sent, invited: emails.length }
}
