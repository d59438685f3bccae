/**
 * The header's texts (the "Log in" button, or the greeting, the account link and Log Out), apart
 * from the form's (texts.ts): the header's chunk does not carry the form, whose code and texts come
 * when the dialog first opens. "My {brand}" stands in both, as each chunk needs it.
 */
export const loginHeaderTexts = {
  openButton: 'Log in',
  accountLink: 'My {brand}',
  greeting: 'Hi, {name}',
  logOut: 'Log Out',
} as const
