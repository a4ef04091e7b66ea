import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { LogoMark } from '../../shared/ui/LogoMark';

/**
 * Last resort when a page fails to render or its code cannot be downloaded (typically right
 * after a new version was deployed): a reload fixes both.
 */
export function RouteErrorFallback() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" role="alert">
      <Stack align="center" gap="md" maw={420} ta="center">
        <LogoMark size={48} />
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
