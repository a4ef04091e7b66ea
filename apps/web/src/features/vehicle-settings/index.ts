// The vehicle settings' public pieces: other features import these, never its internals.
export { useEquipmentTypes } from './api';
export { equipmentKeys, makeKeys, modelKeys } from './vehicleKeys';
