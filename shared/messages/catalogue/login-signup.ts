// §2.11 / §8 login and sign-up
export const schoolLookupFailed = 'There was an error, feel free to try again'
export const loginFailed = 'There was an error, feel free to try again.'
export const userNotFound = 'User not found'
export const forgotFailed = 'User / email was not found in our system, feel free to try again.'
export const forgotFailedVariant = 'User / email not found in our system, feel free to try again.'
export const resetFailed = 'Password was not reset, feel free to try again.'
export const signUpFailed = 'User Account was not created. You can reload this page and try again.'
export const signUpThanks = 'Thank you for signing up! Feel free to browse our website'
