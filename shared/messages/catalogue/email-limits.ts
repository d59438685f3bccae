// The reference server's limits on the e-mails a caller can have sent (README, decisions).
export const tooManyResets =
  'We have sent as many password reset links as we allow in one hour. Please use the latest one, or try again later.'
