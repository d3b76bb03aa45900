/**
 * The clinic's side of home sessions (issue 39's chart panel, issue 40's review inbox): the
 * chart's Home tab, the inbox screen (its own lazy chunk) and Home's small count card.
 */
export { HomeTab } from './home-tab';
