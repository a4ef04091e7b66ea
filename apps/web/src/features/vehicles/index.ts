// The vehicles feature's public pieces: other features import these, never its internals.
export { vehiclesKeys, useCustomerMechs, useMech } from './api';
export { CustomerVehiclesCard } from './components/CustomerVehiclesCard';
export { EntryTypeBadge } from './components/EntryTypeBadge';
export { VehicleDrawer } from './components/VehicleDrawer';
export { useVehicleName } from './hooks/useVehicleName';
export { mechPath } from './mechPath';
// The VIN boxes and the line under them, as the vehicle form draws them (the design showcase shows their states).
export { VinInput } from './components/VinInput';
export { VinDecodedNote } from './components/VinDecodedNote';
