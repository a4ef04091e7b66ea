import type { EquipmentPurpose } from '@atelier/contracts';

type Named = { fr: string; en: string };
type DefaultField = Named & { purpose: EquipmentPurpose };
export type DefaultEquipmentType = Named & { fields: DefaultField[] };

const makeModelYear: DefaultField = { fr: 'Marque, modèle et année', en: 'Make, model and year', purpose: 'MAKE_MODEL_YEAR' };
const vin: DefaultField = { fr: 'NIV', en: 'VIN', purpose: 'SERIAL_NUMBER' };
const serialNumber: DefaultField = { fr: 'Numéro de série', en: 'Serial number', purpose: 'SERIAL_NUMBER' };
const plate: DefaultField = { fr: 'Plaque', en: 'Licence plate', purpose: 'REGISTRATION' };
const mileage: DefaultField = { fr: 'Kilométrage', en: 'Mileage', purpose: 'MILEAGE' };
const engineHours: DefaultField = { fr: 'Heures moteur', en: 'Engine hours', purpose: 'ENGINE_HOURS' };
const runtime: DefaultField = { fr: "Temps d'utilisation", en: 'Runtime', purpose: 'RUNTIME' };

const road = [makeModelYear, vin, plate, mileage];

/**
 * The equipment types every new account starts with (issue 4: "default equipment types exist for
 * a new account"), in this order; the sign-up names them in the account's language.
 */
export const DEFAULT_EQUIPMENT_TYPES: readonly DefaultEquipmentType[] = [
  { fr: 'Voiture', en: 'Car', fields: road },
  { fr: 'Camion', en: 'Truck', fields: [...road, engineHours] },
  { fr: 'Moto', en: 'Motorcycle', fields: road },
  { fr: 'VR', en: 'RV', fields: [...road, engineHours] },
  { fr: 'Remorque', en: 'Trailer', fields: [makeModelYear, vin, plate] },
  { fr: 'Machinerie', en: 'Machinery', fields: [makeModelYear, serialNumber, engineHours, runtime] },
  { fr: 'Petit moteur', en: 'Small engine', fields: [makeModelYear, serialNumber, runtime] },
];
