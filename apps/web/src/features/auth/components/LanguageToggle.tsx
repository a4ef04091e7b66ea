import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { setLanguage } from '../../../i18n/setLanguage';

/** Switches between French and English before signing in; the label names the other language. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const other = i18n.resolvedLanguage === 'en' ? 'fr' : 'en';
  return (
    <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconLanguage size={16} />} onClick={() => setLanguage(other)} lang={other}>
      {t(`language.switchTo.${other}`)}
    </Button>
  );
}
