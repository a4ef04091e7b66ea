// The search's public pieces for other features (the command palette, issue 17).
export { useGlobalSearch } from './api';
export { isCreditNoteLabel } from './searchOptions';
export { isSearchable } from './searchText';
