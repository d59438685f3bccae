// §2.9 / §5.5 refer
export const referAtLeast = 'You must refer at least {n} {teachers}'
export const referDuplicate = '{email} is listed more than once. Please list each email address only once.'
export const referLimitReached =
  'You have sent as many referrals as we allow in one day. Please try again tomorrow.'
export const referFailed = 'There was an error, feel free to try again'
export const referDefaultsFailed = 'There was an error, feel free to try again!'
