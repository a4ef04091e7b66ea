import { Box, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Trans } from '../../../i18n/Trans';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { LogoMark } from '../../../shared/ui/LogoMark';
import classes from './NotFoundPage.module.css';

interface NotFoundState {
  from?: string;
}

/**
 * Catch-all and /404 page (spec §2): "404. That's an error", the requested address, and a
 * Go Back link to the home page. Routes that refuse access send their path as state.from.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const from = (location.state as NotFoundState | null)?.from;
  const requested = from ?? `${location.pathname}${location.search}`;
  useDocumentTitle(t('notFound.documentTitle'));

  return (
    <Box className={classes.root} data-testid="not-found">
      <Stack gap="lg" className={classes.content}>
        <Group gap="sm">
          <LogoMark size={36} />
          <Text fw={800} size="lg">
            Atelier
          </Text>
        </Group>
        <Title order={1} className={classes.title}>
          <Trans i18nKey="notFound.title" components={{ code: <span className={classes.code} />, muted: <span className={classes.muted} /> }} />
        </Title>
        <Text size="lg">
          <Trans i18nKey="notFound.body" values={{ url: requested }} components={{ url: <Code className={classes.url} /> }} />
        </Text>
        <Text c="dimmed">{t('notFound.hint')}</Text>
        <Group>
          <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} />} size="md">
            {t('notFound.back')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
