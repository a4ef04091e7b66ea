import { Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { VinDecodedNote, VinInput } from '../../vehicles';
import { SAMPLE_VIN, SAMPLE_VIN_BAD_CHECK_DIGIT, sampleVinDecode } from '../showcaseSamples';
import { ShowcaseSection, Specimen } from './ShowcaseSection';

interface VinSpecimenProps {
  label: string;
  initial: string;
  /** The decoder's answer while the boxes hold `initial` (it goes once they are edited). */
  checkDigitValid?: boolean;
  error?: ReactNode;
  testId: string;
}

/** The vehicle form's VIN boxes with a state of their own; typing works, no decoding is asked of the server. */
function VinSpecimen({ label, initial, checkDigitValid, error, testId }: VinSpecimenProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const unchanged = value === initial;
  const decoded = unchanged && checkDigitValid !== undefined ? sampleVinDecode(value, checkDigitValid) : null;
  return (
    <Specimen label={label} testId={testId}>
      <VinInput
        label={t('designShowcase.sample.vinLabel')}
        value={value}
        onChange={setValue}
        onComplete={() => undefined}
        description={<VinDecodedNote decoded={decoded} empty={!value} />}
        error={unchanged ? error : undefined}
      />
    </Specimen>
  );
}

/** The VIN boxes empty, partly typed, decoded, decoded with a wrong check digit, refused. */
export function VinSection() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection id="vin">
      <Stack gap="xl">
        <VinSpecimen label={t('designShowcase.specimen.vinEmpty')} initial="" testId="ui-vin-empty" />
        <VinSpecimen label={t('designShowcase.specimen.vinPartial')} initial={SAMPLE_VIN.slice(0, 8)} testId="ui-vin-partial" />
        <VinSpecimen label={t('designShowcase.specimen.vinValid')} initial={SAMPLE_VIN} checkDigitValid testId="ui-vin-valid" />
        <VinSpecimen label={t('designShowcase.specimen.vinCheckDigit')} initial={SAMPLE_VIN_BAD_CHECK_DIGIT} checkDigitValid={false} testId="ui-vin-check-digit" />
        <VinSpecimen label={t('designShowcase.specimen.vinRefused')} initial="JZ9XB42K7LN000001" error={t('vehicles.vin.invalid')} testId="ui-vin-refused" />
      </Stack>
    </ShowcaseSection>
  );
}
