import type { SearchFilter } from '../../shared/domain/search-query'

/** Texts of the search widget that the spec does not give (§2.10 names the parts only). */
export const searchTexts = {
  label: 'Search the site',
  button: 'Search',
  emptyQuery: 'Please enter a word or phrase to search for.',
  filtersLabel: 'Filter results',
  resultsHeading: 'Search results',
  /** {total} is written in the language's way (1,234 in English). */
  aboutOne: 'About {total} result',
  aboutOther: 'About {total} results',
  searching: 'Searching…',
  noResults: 'No results for “{words}”. Try other words or another filter.',
  unavailable: 'Search is unavailable right now. Please try again later.',
  /** In the results' place after a failure; the §8 text itself is the banner's, said once. */
  failed: 'The search could not be done.',
  pagingLabel: 'Search result pages',
  previous: 'Previous',
  next: 'Next',
}

export const filterLabels: Record<SearchFilter, string> = {
  all: 'All',
  blog: 'Blog',
  resources: 'Resources',
  community: 'Community',
  'teacher-pd': 'Teacher PD',
  advocacy: 'Advocacy',
}
