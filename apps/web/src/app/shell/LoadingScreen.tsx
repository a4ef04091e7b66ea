import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../shared/ui/LogoMark';
import { SupportContact } from '../../shared/ui/SupportContact';
import classes from './LoadingScreen.module.css';

interface LoadingScreenProps {
  /** Drawn over the running app (server lost after it had answered) instead of replacing it. */
  overlay?: boolean;
}

/** "Chargement du serveur..." with the support contact, until /api/readiness answers. */
export function LoadingScreen({ overlay = false }: LoadingScreenProps) {
  const { t } = useTranslation();
  return (
    <Center className={classes.root} data-overlay={overlay || undefined} data-testid="loading-screen" role="status" aria-live="polite">
      <Stack align="center" gap="lg" maw={360} px="md">
        <LogoMark size={56} />
        <Loader size="md" type="dots" />
        <Text fw={600} size="lg" ta="center">
          {t('loading.server')}
        </Text>
        <SupportContact ta="center" />
      </Stack>
    </Center>
  );
}
