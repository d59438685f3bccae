// The reference server's refusals of a taken address or username and its sign-up thank-you (§7.1
// gives their kind, not their words): catalogue texts, so a page in another language shows them in
// its own (README: Languages)
export const emailTakenAtSignUp = 'An account with this email address already exists. Please log in instead.'
export const emailTakenAtUpdate =
  'An account with this email address already exists. Please choose another one.'
export const usernameTaken = 'This username is already taken. Please choose another one.'
export const signUpReview = 'Your {brand} teacher account will be reviewed within 24 hours.'
export const signUpEarlierTickets =
  'We sent you an e-mail: confirm your address there to see your earlier registrations in your account.'
