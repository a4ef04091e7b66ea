import type { ApiKey } from '@atelier/contracts';
import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { notify } from '../../../shared/notifications/notify';
import { ListBody } from '../../../shared/lists/ListBody';
import { ListPageLayout } from '../../../shared/lists/ListPageLayout';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useApiKeys, useRevokeApiKey, type CreatedApiKey } from '../api';
import { ApiKeyCreatedModal } from '../components/ApiKeyCreatedModal';
import { ApiKeyFormModal } from '../components/ApiKeyFormModal';
import { ApiKeysTable } from '../components/ApiKeysTable';
import { ApiKeyViewModal } from '../components/ApiKeyViewModal';

/** /settings/api-tokens (shell spec §2): keys that let other software call the API. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const list = useApiKeys();
  const revoke = useRevokeApiKey();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [viewing, setViewing] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revokeShown, setRevokeShown] = useState<ApiKey | null>(null);
  if (revoking && revoking !== revokeShown) setRevokeShown(revoking);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.uuid, {
      onSuccess: () => {
        notify({ color: 'green', message: t('apiKeys.revoked', { name: revoking.name }) });
        setRevoking(null);
      },
    });
  };

  const add = { label: t('apiKeys.add'), icon: IconPlus, onClick: () => setAdding(true) };

  return (
    <ListPageLayout title={t('apiKeys.title')} description={t('apiKeys.description')} action={add}>
      <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm" fw={600} w="fit-content">
        <Group gap={4} wrap="nowrap">
          {t('apiKeys.docs')}
          <IconExternalLink size={14} aria-hidden="true" />
        </Group>
      </Anchor>

      <Card padding={0}>
        <ListBody
          list={list}
          isEmpty={list.data?.items.length === 0}
          errorOverData
          skeleton={
            <Stack gap="md" p="md" role="status" aria-label={t('common.loading')}>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} height={28} radius="sm" />
              ))}
            </Stack>
          }
          loadError={{ title: t('apiKeys.loadError.title'), body: t('apiKeys.loadError.body') }}
          empty={{ icon: IconKey, title: t('apiKeys.empty.title'), description: t('apiKeys.empty.body'), action: add }}
        >
          {() => list.data && <ApiKeysTable keys={list.data.items} onView={setViewing} onRevoke={setRevoking} />}
        </ListBody>
      </Card>

      <ApiKeyFormModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(key) => {
          setAdding(false);
          setCreated(key);
        }}
      />
      <ApiKeyCreatedModal created={created} onClose={() => setCreated(null)} />
      <ApiKeyViewModal apiKey={viewing} onClose={() => setViewing(null)} />
      <ConfirmModal
        opened={!!revoking}
        onClose={() => setRevoking(null)}
        onConfirm={confirmRevoke}
        loading={revoke.isPending}
        title={t('apiKeys.revokeModal.title')}
        confirmLabel={t('apiKeys.revokeModal.confirm')}
      >
        <Text size="sm">{t('apiKeys.revokeModal.body', { name: revokeShown?.name ?? '' })}</Text>
      </ConfirmModal>
    </ListPageLayout>
  );
}
