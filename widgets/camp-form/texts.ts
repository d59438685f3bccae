/** Texts of the camp forms the spec does not give (§3.11 lists fields only). */
export const campFormTexts = {
  requiredNote: 'Required fields are marked with an asterisk (*).',
  choose: 'Choose…',
  submit: 'Submit',
  dateHint: 'Format: MM-DD-YYYY',
  done: 'Thank you. Your answers have been submitted.',
  errors: {
    missing: 'Please fill in this field.',
    notChosen: 'Please choose an answer.',
    email: 'Please enter a valid email address, like name@school.org.',
    dateOfBirth: 'Please enter the date of birth as MM-DD-YYYY.',
    birthInFuture: 'The date of birth cannot be in the future.',
    date: 'Please enter the date as MM-DD-YYYY.',
    zip: 'Please enter a 5-digit zip code.',
  },
}
