import type { EquipmentPurpose } from '@atelier/contracts/vehicle-constants';
import { IconBarcode, IconCar, IconClockHour4, IconEngine, IconForms, IconGauge, IconLicense, type Icon } from '@tabler/icons-react';

/** One icon per field purpose (workshop §3), the same in the list and in the drawer. */
export const PURPOSE_ICONS: Record<EquipmentPurpose, Icon> = {
  GENERAL: IconForms,
  MILEAGE: IconGauge,
  ENGINE_HOURS: IconEngine,
  RUNTIME: IconClockHour4,
  REGISTRATION: IconLicense,
  SERIAL_NUMBER: IconBarcode,
  MAKE_MODEL_YEAR: IconCar,
};
