// The customers feature's public pieces: other features import these, never its internals.
export { addressLines } from './addressLines';
export { customersKeys, useCreateCustomer } from './api';
export { CustomerSearchSelect, type CustomerOption } from './components/CustomerSearchSelect';
export { CustomerSearchSelectOnDemand } from './components/CustomerSearchSelectOnDemand';
export { customerPath } from './customerPath';
