// The statuses feature's public pieces: other features import these, never its internals.
export { statusesQuery, useStatuses } from './api';
export { statusKeys } from './statusKeys';
