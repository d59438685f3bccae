// §6 account types
export const accountType2 = 'Verified Teacher Account'
export const accountType5 = 'Pending Teacher Account'
export const accountType5Text = 'Please allow up to 24 hours for your account to be processed.'
export const accountType6 = 'Pending Teacher Account - Action Required'
export const accountType7 = 'Limited Access Account'
// §6 gives the content of the type 6 and 7 texts, not their words; {email}: the teacher-accounts address
export const accountType6Text =
  'Please e-mail {email} with proof that you are an educator, for example a selfie with your school badge, a screenshot of your grade book or a link to your school staff directory. We need this proof so that students cannot get our answer keys and assessments.'
export const accountType7Text =
  'Please e-mail {email} with your account email, your school or organization, and proof of your employment there.'
