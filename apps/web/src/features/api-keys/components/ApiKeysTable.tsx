import type { ApiKey } from '@atelier/contracts';
import { ActionIcon, Box, Button, Code, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconKeyOff } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { apiKeyStatus } from '../apiKeyStatus';
import { useKeyDates } from '../useKeyDates';
import { ApiKeyStatusBadge } from './ApiKeyStatusBadge';
import { ListTable } from '../../../shared/lists/ListTable';

interface ApiKeysTableProps {
  keys: ApiKey[];
  onView: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
}

/** Columns of shell spec §2 (name, description, expiresAt, lastUsedAt) plus status and actions. */
export function ApiKeysTable({ keys, onView, onRevoke }: ApiKeysTableProps) {
  const { t } = useTranslation();
  const date = useKeyDates();
  return (
    <ListTable
      testId="api-keys-table"
      minWidth={360}
      head={
        <>
          <Table.Th>{t('apiKeys.column.name')}</Table.Th>
          <Table.Th visibleFrom="md">{t('apiKeys.column.description')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('apiKeys.column.expiresAt')}</Table.Th>
          <Table.Th visibleFrom="lg">{t('apiKeys.column.lastUsedAt')}</Table.Th>
          <Table.Th visibleFrom="sm" w={110}>
            {t('apiKeys.column.status')}
          </Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('apiKeys.column.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {keys.map((key) => {
        const status = apiKeyStatus(key);
        return (
          <Table.Tr key={key.uuid} data-testid="api-key-row" data-status={status}>
            <Table.Td>
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={600} c={status === 'revoked' ? 'dimmed' : undefined} td={status === 'revoked' ? 'line-through' : undefined}>
                  {key.name}
                </Text>
                <Code fz="xs" w="fit-content">
                  {key.prefix}…
                </Code>
                <Box hiddenFrom="sm" mt={2}>
                  <ApiKeyStatusBadge status={status} />
                </Box>
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="md" maw={280}>
              <Text size="sm" c={key.description ? undefined : 'dimmed'} lineClamp={2}>
                {key.description || '—'}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {date(key.expiresAt)}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="lg">
              <Text size="sm" c={key.lastUsedAt ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                {date(key.lastUsedAt)}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <ApiKeyStatusBadge status={status} />
            </Table.Td>
            <Table.Td>
              {/* Labelled buttons where there is room, icons with the same names on phones. */}
              <Group gap={4} justify="flex-end" wrap="nowrap" visibleFrom="sm">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconEye size={15} />}
                  onClick={() => onView(key)}
                  aria-label={t('apiKeys.viewLabel', { name: key.name })}
                >
                  {t('apiKeys.view')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconKeyOff size={15} />}
                  onClick={() => onRevoke(key)}
                  aria-label={t('apiKeys.revokeLabel', { name: key.name })}
                  style={status === 'revoked' ? { visibility: 'hidden' } : undefined}
                  disabled={status === 'revoked'}
                >
                  {t('apiKeys.revoke')}
                </Button>
              </Group>
              <Group gap={2} justify="flex-end" wrap="nowrap" hiddenFrom="sm">
                <ActionIcon variant="subtle" size="lg" onClick={() => onView(key)} aria-label={t('apiKeys.viewLabel', { name: key.name })}>
                  <IconEye size={18} />
                </ActionIcon>
                {status !== 'revoked' && (
                  <ActionIcon variant="subtle" color="red" size="lg" onClick={() => onRevoke(key)} aria-label={t('apiKeys.revokeLabel', { name: key.name })}>
                    <IconKeyOff size={18} />
                  </ActionIcon>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
