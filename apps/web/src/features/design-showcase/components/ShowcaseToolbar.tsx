import type { Language } from '@atelier/contracts/constants';
import { Group, Paper, SegmentedControl, Text, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { setLanguage } from '../../../i18n/setLanguage';
import { isLanguage } from '../../../shared/preferences/localPreferences';
import classes from './ShowcaseToolbar.module.css';

/**
 * The page's colour scheme and language, switched live through the app's own preferences (the
 * ones of Settings > Preferences: kept on this device), so every section redraws at once.
 */
export function ShowcaseToolbar() {
  const { t, i18n } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  // 'system' shows as the scheme it resolves to; choosing one here stores that one.
  const scheme = useComputedColorScheme('light');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'fr';
  const choice = (icon: ReactNode, label: string) => (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{label}</span>
    </Group>
  );

  return (
    <Paper withBorder radius="lg" p="sm" className={classes.toolbar} role="toolbar" aria-label={t('designShowcase.toolbar.label')} data-testid="ui-toolbar">
      <Group gap="lg" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" fw={600} id="ui-scheme-label">
            {t('designShowcase.toolbar.scheme')}
          </Text>
          <SegmentedControl
            aria-labelledby="ui-scheme-label"
            value={scheme}
            onChange={(value) => setColorScheme(value === 'dark' ? 'dark' : 'light')}
            data={[
              { value: 'light', label: choice(<IconSun size={16} aria-hidden="true" />, t('designShowcase.toolbar.light')) },
              { value: 'dark', label: choice(<IconMoon size={16} aria-hidden="true" />, t('designShowcase.toolbar.dark')) },
            ]}
            data-testid="ui-scheme"
          />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" fw={600} id="ui-language-label">
            {t('designShowcase.toolbar.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="ui-language-label"
            value={language}
            onChange={(value) => isLanguage(value) && setLanguage(value)}
            data={[
              { value: 'fr', label: <span lang="fr">Français</span> },
              { value: 'en', label: <span lang="en">English</span> },
            ]}
            data-testid="ui-language"
          />
        </Group>
      </Group>
    </Paper>
  );
}
