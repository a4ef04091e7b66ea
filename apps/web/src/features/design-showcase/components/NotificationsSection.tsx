import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ApiRequestError } from '../../../shared/api/ApiRequestError';
import { showActionErrorToast, showErrorToast } from '../../../shared/errors/showErrorToast';
import { notify } from '../../../shared/notifications/notify';
import { SAMPLE_ACTION_ERROR, SAMPLE_SERVER_ERROR } from '../showcaseSamples';
import { ShowcaseSection, Specimen } from './ShowcaseSection';

/** Buttons firing the app's own toasts: a success, a failed call (global error toast), a refused action. */
export function NotificationsSection() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection id="notifications">
      <Specimen label={t('designShowcase.specimen.toasts')}>
        <Group gap="sm">
          <Button variant="light" color="green" leftSection={<IconCheck size={16} />} onClick={() => notify({ color: 'green', message: t('success.update') })}>
            {t('designShowcase.sample.toastSuccess')}
          </Button>
          <Button variant="light" color="red" leftSection={<IconAlertTriangle size={16} />} onClick={() => showErrorToast(new ApiRequestError(500, SAMPLE_SERVER_ERROR))}>
            {t('designShowcase.sample.toastError')}
          </Button>
          <Button variant="light" color="orange" leftSection={<IconBan size={16} />} onClick={() => showActionErrorToast(new ApiRequestError(400, SAMPLE_ACTION_ERROR))}>
            {t('designShowcase.sample.toastAction')}
          </Button>
        </Group>
      </Specimen>
    </ShowcaseSection>
  );
}
