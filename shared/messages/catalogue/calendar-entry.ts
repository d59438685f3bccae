// Not in the spec: the lines §7.6's calendar links add to an entry's details (README, decisions).
export const calendarVideoLink = '{service} link: {link}'
export const calendarVideoHost = '{service} host: {host}'
export const calendarMeetsDaily = 'Meets daily, {n} sessions, through {date}.'
export const calendarWayBack = 'Your ticket and its survey: {link}'
