// The workspace (brands) feature's public pieces: other features import these, never its internals.
export { ADDRESS_FIELDS, addressErrors, addressFormValues, toAddressInput, type AddressFormValues } from './address';
export { useBrands, useShopName, useUpdateBrand, useUploadLogo, useWorkspace } from './api';
export { AddressFields } from './components/AddressFields';
export { accentInsensitiveFilter } from './components/accentInsensitiveFilter';
export { countryOptions } from './countryOptions';
export { shopName } from './shopName';
