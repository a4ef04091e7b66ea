// The vehicles feature's public pieces: other features import these, never its internals.
export { vehiclesKeys, prefetchMech, useCustomerMechs, useMech } from './api';
export { CustomerVehiclesCard } from './components/CustomerVehiclesCard';
export { EntryTypeBadge } from './components/EntryTypeBadge';
// Loaded at its first opening: importing this file does not bring the editor and Zod along.
export { VehicleDrawerOnDemand as VehicleDrawer } from './components/VehicleDrawerOnDemand';
export { useVehicleName } from './hooks/useVehicleName';
export { mechPath } from './mechPath';
// The VIN boxes and the line under them, as the vehicle form draws them (the design showcase shows their states).
export { VinInput } from './components/VinInput';
export { VinDecodedNote } from './components/VinDecodedNote';
