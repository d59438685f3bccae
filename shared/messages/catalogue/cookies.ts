// §8 cookie helper
export const cookieNoKey = 'No key passed. Cannot check cookies.'
export const cookieNotFound = "No cookie of key '{key}' found"
export const featureFailed = 'File failed to load: '
