import { getConfig } from '../../../shared/config/config'
import { text } from '../../../shared/messages/text'
import { signUpTexts } from '../texts'

/** A logged-in visitor has an account already: the way to it instead of an empty sign-up form. */
export function SignedIn() {
  const config = getConfig()
  return (
    <p className="pd-notice">
      {text(signUpTexts.signedIn)}{' '}
      <a href={config.paths.account}>{text(signUpTexts.signedInLink, { brand: config.brand })}</a>
    </p>
  )
}
