import { Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { EquipmentSection } from '../components/EquipmentSection';
import { MakesSection } from '../components/MakesSection';

/** /settings/vehicle (workshop §2 "Settings"): makes offered to the vehicle drawer, and the equipment types. */
export function VehicleSettingsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('vehicleSettings.title')} description={t('vehicleSettings.description')} />
      <Stack gap="xl" maw={1100}>
        <MakesSection />
        <EquipmentSection />
      </Stack>
    </div>
  );
}
