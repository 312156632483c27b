// The lazy React renderer chunk: loaded with the first island of a page, never by behaviour-only pages.
export { renderIsland } from './render-island';
