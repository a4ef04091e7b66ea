import type { ApiKey } from '@atelier/contracts';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { Button, Code, DataList, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { apiKeyStatus } from '../apiKeyStatus';
import { useKeyDates } from '../useKeyDates';
import { ApiKeyStatusBadge } from './ApiKeyStatusBadge';

interface ApiKeyViewModalProps {
  apiKey: ApiKey | null;
  onClose: () => void;
}

/** View (shell spec §2): the same "API Key" form, read-only, and what is known of the key; never the secret. */
export function ApiKeyViewModal({ apiKey, onClose }: ApiKeyViewModalProps) {
  const { t } = useTranslation();
  const date = useKeyDates();
  // Keeps the content while the modal fades out.
  const [shown, setShown] = useState(apiKey);
  if (apiKey && apiKey !== shown) setShown(apiKey);

  return (
    <Modal
      opened={!!apiKey}
      onClose={onClose}
      title={t('apiKeys.form.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {shown && (
        <Stack gap="md">
          <TextInput label={t('apiKeys.form.name')} value={shown.name} readOnly variant="filled" />
          <GrowingTextarea
            label={t('apiKeys.form.description')}
            value={shown.description ?? ''}
            placeholder={t('apiKeys.details.noDescription')}
            readOnly
            variant="filled"
            minRows={2}
          />
          <DataList size="sm" withDivider labelWidth={150}>
            <DataList.Item>
              <DataList.ItemLabel>{t('apiKeys.column.status')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <ApiKeyStatusBadge status={apiKeyStatus(shown)} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('apiKeys.details.prefix')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Code>{shown.prefix}…</Code>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('apiKeys.details.createdAt')}</DataList.ItemLabel>
              <DataList.ItemValue>{date(shown.createdAt)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('apiKeys.details.createdBy')}</DataList.ItemLabel>
              <DataList.ItemValue>{shown.createdBy.fullname}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('apiKeys.column.expiresAt')}</DataList.ItemLabel>
              <DataList.ItemValue>{date(shown.expiresAt)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('apiKeys.column.lastUsedAt')}</DataList.ItemLabel>
              <DataList.ItemValue>{date(shown.lastUsedAt)}</DataList.ItemValue>
            </DataList.Item>
            {shown.revokedAt && (
              <DataList.Item>
                <DataList.ItemLabel>{t('apiKeys.details.revokedAt')}</DataList.ItemLabel>
                <DataList.ItemValue>{date(shown.revokedAt)}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
