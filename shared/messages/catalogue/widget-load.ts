// A widget whose code did not download (a network drop, or a release that removed its file)
export const widgetLoadFailed = 'This part of the page could not be loaded. Reload the page to try again.'
export const reload = 'Reload'
// A widget whose data-* options are wrong (our addition): for the page's editor, with the reason
export const widgetOptionsWrong = 'This part of the page is not set up correctly: {problem}.'
