import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { currentUpdateOffer, subscribeUpdateOffer, withdrawUpdate } from './updateOffer';
import classes from './UpdateNotice.module.css';

/** « Nouvelle version disponible » with « Mettre à jour », while an update is offered (30 seconds, updateOffer.ts). */
export function UpdateNotice() {
  const { t } = useTranslation();
  const offer = useSyncExternalStore(subscribeUpdateOffer, currentUpdateOffer);
  const [updating, setUpdating] = useState(false);
  if (!offer && !updating) return null;
  return (
    <Paper className={classes.root} withBorder shadow="lg" p="md" role="status" aria-live="polite" data-testid="update-notice">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconRefresh size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{t('pwa.update.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('pwa.update.message')}
          </Text>
          <Group gap="xs" mt="xs" justify="flex-end">
            <Button variant="subtle" color="gray" size="sm" onClick={withdrawUpdate} disabled={updating}>
              {t('pwa.update.later')}
            </Button>
            <Button
              size="sm"
              loading={updating}
              onClick={() => {
                // Stays on screen, busy, until the new version controls the page and it reloads.
                setUpdating(true);
                offer?.apply();
              }}
            >
              {t('pwa.update.action')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
