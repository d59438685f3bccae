// §2.10 search
export const searchFailed = 'There was an error, feel free to refresh and try again'
