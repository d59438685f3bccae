import { getConfig } from '../config/config'
import { leavePageAfter } from '../navigation/leave-page'
import { logOut } from './session-store'

/**
 * §4.5: logout clears the user and the token, removes the analytics cookies (logOut does all
 * three and pushes user-logout), then goes home after 0.5 s with a 4 s fallback. Shared because
 * the logout widget and the login widget's header both offer "Log Out".
 */
export async function logOutAndGoHome(): Promise<void> {
  await logOut()
  leavePageAfter({ url: getConfig().paths.home })
}
