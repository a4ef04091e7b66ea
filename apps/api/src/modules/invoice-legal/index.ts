export { legalIdentityOf } from './legal-identity-of.js';
export { invoiceLegalRoutes } from './routes.js';
