import { Code, Group, Stack, Text } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { EMBED_TARGET, embedSnippet } from '../embedSnippet';
import { BookingSection } from './BookingSection';
import { CopyAction } from './CopyAction';
import classes from './BookingSettings.module.css';

/** 2. The script tag to paste on the shop's site, and the optional element that places the widget. */
export function EmbedSection({ origin, slug }: { origin: string; slug: string | null }) {
  const { t } = useTranslation();
  const snippet = slug ? embedSnippet(origin, slug) : null;
  return (
    <BookingSection id="embed" icon={IconCode} title={t('bookingSettings.embed.title')} description={t('bookingSettings.embed.description')}>
      {snippet ? (
        <Stack gap="md">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {t('bookingSettings.embed.snippet')}
              </Text>
              <CopyAction value={snippet} label={t('bookingSettings.embed.copy')} copiedLabel={t('bookingSettings.embed.copied')} />
            </Group>
            <Code block className={classes.snippet} data-testid="booking-snippet">
              {snippet}
            </Code>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('bookingSettings.embed.targetTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('bookingSettings.embed.targetHelp')}
            </Text>
            <Group gap="xs" wrap="nowrap" align="center">
              <Code className={classes.snippet}>{EMBED_TARGET}</Code>
              <CopyAction value={EMBED_TARGET} label={t('bookingSettings.embed.copyTarget')} copiedLabel={t('bookingSettings.embed.copied')} />
            </Group>
          </Stack>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('bookingSettings.embed.pending')}
        </Text>
      )}
    </BookingSection>
  );
}
