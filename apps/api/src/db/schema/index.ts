export * from './accounts.js';
export * from './users.js';
export * from './auth.js';
export * from './api-keys.js';
export * from './customers.js';
export * from './vehicles.js';
export * from './workorders.js';
export * from './entries.js';
