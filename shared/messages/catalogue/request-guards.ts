// §5.10 request guards
export const guardNoDefaultError = 'No default error message provided'
export const guardNoUrl = 'No URL defined'
export const guardNoMethod = 'No method defined'
export const guardOnlyPostGet = 'Only post and get methods allowed'
export const guardNoPostData = 'No data for post object'
export const guardNoFieldId = 'Field ID not specified'
export const guardNoForm = 'No Form object'
export const guardNoUploadUrl = 'No URL specified'
export const guardNoErrorMessage = 'No error message defined'
export const uploadDefault = 'File not uploaded'
export const noFileSelected = 'No file selected.'
// Upload progress of a file a form sends (our addition: the spec gives no texts for it).
export const uploadProgressLabel = 'Uploading your file'
export const uploadProgressPercent = '{percent}% uploaded'
export const uploadCancel = 'Cancel'
export const uploadCancelled =
  'Upload cancelled. Everything you typed is still here; send the form again when you are ready.'
