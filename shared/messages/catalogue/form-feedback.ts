// Beside a form's button after a save, where the spec is silent (README: decisions)
export const accountSaved = 'Your account has been updated'
export const addressSaved = 'Your address has been saved'
