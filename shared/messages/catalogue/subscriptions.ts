// §5.8 subscriptions
export const newsletterNoEmail = 'Your must enter an email address to subscribe' // (sic)
