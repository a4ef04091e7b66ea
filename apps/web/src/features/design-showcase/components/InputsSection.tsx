import { Box, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { DateRangeInputs } from '../../../shared/ui/DateRangeInputs';
import { VirtualSelect, type VirtualOption } from '../../../shared/ui/VirtualSelect';
import { ShowcaseSection, Specimen } from './ShowcaseSection';

/** Text, select, the long virtualised select, number, long text and the from/to dates, each plain, described, with an error and disabled. */
export function InputsSection() {
  const { t } = useTranslation();
  const [from, setFrom] = useState('2026-11-01');
  const [to, setTo] = useState('2026-11-30');
  const technicians = ['a', 'b', 'c'].map((key) => ({ value: key, label: t(`designShowcase.sample.technicians.${key}`) }));
  const equipment = [{ value: 'car', label: t('designShowcase.sample.equipment') }];
  const [zone, setZone] = useState<string | null>('America/Toronto');
  // The browser's ~400 time zones, grouped by region, as Settings > Language lists them.
  const zones = useMemo<VirtualOption[]>(
    () => Intl.supportedValuesOf('timeZone').map((value) => ({ value, label: value.replace(/_/g, ' '), group: value.split('/')[0] })),
    [],
  );

  return (
    <ShowcaseSection id="inputs">
      <Specimen label={t('designShowcase.specimen.text')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <TextInput label={t('designShowcase.sample.customerName')} placeholder={t('designShowcase.sample.customerPlaceholder')} withAsterisk />
          <TextInput label={t('designShowcase.sample.email')} description={t('designShowcase.sample.emailHint')} defaultValue="marie.tremblay@exemple.ca" type="email" />
          <TextInput
            label={t('designShowcase.sample.email')}
            defaultValue={t('designShowcase.sample.emailValue')}
            error={t('designShowcase.sample.emailError')}
            type="email"
          />
          <TextInput label={t('designShowcase.sample.disabled')} value="BT-1042" disabled readOnly />
        </SimpleGrid>
      </Specimen>
      <Specimen label={t('designShowcase.specimen.select')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <Select label={t('designShowcase.sample.technician')} placeholder={t('designShowcase.sample.technicianPlaceholder')} data={technicians} />
          <Select label={t('designShowcase.sample.technician')} data={technicians} defaultValue="b" searchable clearable leftSection={<IconSearch size={16} />} />
          <Select label={t('designShowcase.sample.equipment')} data={equipment} placeholder="—" error={t('designShowcase.sample.equipmentError')} />
          <Select label={t('designShowcase.sample.technician')} data={technicians} defaultValue="a" disabled />
        </SimpleGrid>
      </Specimen>
      <Specimen label={t('designShowcase.specimen.virtual')}>
        <Box maw={360}>
          <VirtualSelect
            label={t('designShowcase.sample.timezone')}
            data={zones}
            value={zone}
            onChange={setZone}
            nothingFoundMessage={t('designShowcase.sample.timezoneNothing')}
            data-testid="ui-virtual-select"
          />
        </Box>
      </Specimen>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Specimen label={t('designShowcase.specimen.number')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
            <NumberInput label={t('designShowcase.sample.mileage')} defaultValue={128450} thousandSeparator=" " suffix=" km" min={0} />
            <NumberInput
              label={t('designShowcase.sample.mileage')}
              defaultValue={98000}
              thousandSeparator=" "
              suffix=" km"
              error={t('designShowcase.sample.mileageError')}
            />
          </SimpleGrid>
        </Specimen>
        <Specimen label={t('designShowcase.specimen.dates')}>
          <Group grow align="flex-start" gap="lg" wrap="nowrap">
            <DateRangeInputs
              from={from}
              to={to}
              onFromChange={setFrom}
              onToChange={setTo}
              labels={{ from: t('designShowcase.sample.from'), to: t('designShowcase.sample.to') }}
              errors={{ to: to < from ? t('error.ERR_INVALID_RANGE') : undefined }}
              max="2099-12-31"
            />
          </Group>
        </Specimen>
      </SimpleGrid>
      <Specimen label={t('designShowcase.specimen.textarea')}>
        <GrowingTextarea label={t('designShowcase.sample.notes')} placeholder={t('designShowcase.sample.notesPlaceholder')} minRows={2} maxRows={5} maw={720} />
      </Specimen>
    </ShowcaseSection>
  );
}
