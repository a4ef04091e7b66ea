import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { SAMPLE_SERVER_ERROR, SAMPLE_VALIDATION_ERROR } from '../showcaseSamples';
import { ShowcaseSection, Specimen } from './ShowcaseSection';

/** The shared error alert (shell spec §8) fed sample error objects: a server failure, and a validation by field. */
export function ErrorAlertSection() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection id="errors">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Specimen label={t('designShowcase.specimen.serverError')} testId="ui-error-server">
          <ErrorAlert error={SAMPLE_SERVER_ERROR} />
        </Specimen>
        <Specimen label={t('designShowcase.specimen.validationError')} testId="ui-error-validation">
          <ErrorAlert error={SAMPLE_VALIDATION_ERROR} />
        </Specimen>
      </SimpleGrid>
    </ShowcaseSection>
  );
}
