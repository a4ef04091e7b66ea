import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';

/** Placeholder while a page's code or data arrives. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status" aria-label={t('common.loading')}>
      <Loader type="dots" />
    </Center>
  );
}
