import { ActionIcon, Alert, Button, CopyButton, Group, Modal, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { notify } from '../../../shared/notifications/notify';
import { useCalendarFeed, useRenewFeed } from '../api';

/** 'Mon agenda sur mon téléphone': the person's secret iCalendar address, to copy, or replace when it got out. */
export function FeedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const feed = useCalendarFeed(opened);
  const renew = useRenewFeed();
  return (
    <Modal opened={opened} onClose={onClose} title={t('planning.feed.title')} size="lg" radius="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text size="sm">{t('planning.feed.explain')}</Text>
        {feed.data ? (
          <TextInput
            label={t('planning.feed.address')}
            value={feed.data.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="planning-feed-url"
            rightSection={
              <CopyButton value={feed.data.url}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('planning.feed.copied') : t('planning.feed.copy')} withArrow>
                    <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={t('planning.feed.copy')}>
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
        ) : feed.error ? (
          <ErrorAlert error={toApiError(feed.error)} />
        ) : (
          <Skeleton height={58} />
        )}
        <Alert color="yellow" variant="light">
          <Text size="sm">{t('planning.feed.secret')}</Text>
        </Alert>
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={renew.isPending}
            onClick={() => renew.mutate(undefined, { onSuccess: () => notify({ color: 'teal', message: t('planning.feed.renewed') }) })}
          >
            {t('planning.feed.renew')}
          </Button>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
