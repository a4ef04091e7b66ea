import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { CreatedApiKey } from '../api';

interface ApiKeyCreatedModalProps {
  created: CreatedApiKey | null;
  onClose: () => void;
}

/**
 * The secret, shown this once (shell spec §2): read-only, selectable, with Copy and OK. Clicking
 * outside does not close it, so nobody loses the key by a stray click.
 */
export function ApiKeyCreatedModal({ created, onClose }: ApiKeyCreatedModalProps) {
  const { t } = useTranslation();
  const key = created?.key ?? '';
  return (
    <Modal
      opened={!!created}
      onClose={onClose}
      title={t('apiKeys.created.title')}
      centered
      radius="lg"
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />}>
          {t('apiKeys.created.warning')}
        </Alert>
        <TextInput
          label={created ? `${t('apiKeys.created.key')} — ${created.name}` : t('apiKeys.created.key')}
          value={key}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid="api-key-secret"
          rightSectionWidth={110}
          rightSection={
            <CopyButton value={key} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={t('apiKeys.created.copied')} opened={copied} withArrow position="top">
                  <Button
                    size="compact-sm"
                    variant={copied ? 'light' : 'filled'}
                    color={copied ? 'green' : undefined}
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    mr={6}
                  >
                    {copied ? t('apiKeys.created.copied') : t('apiKeys.created.copy')}
                  </Button>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('apiKeys.created.usage')}
          </Text>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            Authorization: Bearer {key}
          </Code>
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus miw={100}>
            {t('apiKeys.created.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
