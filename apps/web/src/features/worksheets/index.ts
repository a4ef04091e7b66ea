// The work orders' public pieces: other features import these, never its internals.
// Loaded at its first opening: importing this file does not bring the form, its pickers and Zod along.
export { CreateWorksheetModalOnDemand } from './components/CreateWorksheetModalOnDemand';
export { CustomerWorksheetsList } from './components/CustomerWorksheetsList';
export { worksheetPath } from './worksheetPath';
export { WorksheetBillingBadge } from './components/WorksheetBillingBadge';
export { LineEditorCard, type LineEditorCardProps } from './components/LineEditorCard';
export type { LineTarget } from './api';
