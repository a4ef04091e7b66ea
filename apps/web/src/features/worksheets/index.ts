// The work orders' public pieces: other features import these, never its internals.
export { CreateWorksheetModal } from './components/CreateWorksheetModal';
export { CustomerWorksheetsList } from './components/CustomerWorksheetsList';
export { worksheetPath } from './worksheetPath';
export { WorksheetBillingBadge } from './components/WorksheetBillingBadge';
export { LineEditorCard, type LineEditorCardProps } from './components/LineEditorCard';
export type { LineTarget } from './api';
