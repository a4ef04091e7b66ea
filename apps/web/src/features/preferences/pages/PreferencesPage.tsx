import type { Language, Theme } from '@atelier/contracts/constants';
import { Card, Group, Radio, SimpleGrid, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { colorSchemeToTheme, themeToColorScheme } from '../../../shared/theme/colorScheme';
import { setLanguage } from '../../../i18n/setLanguage';
import { isLanguage, isTheme } from '../../../shared/preferences/localPreferences';
import { PageHeader } from '../../../shared/ui/PageHeader';
import classes from './PreferencesPage.module.css';

interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
  lang?: string;
}

/** Radio cards (role radio, named by their label) inside a Radio.Group fieldset. */
function ChoiceCards<T extends string>({ choices }: { choices: Choice<T>[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: choices.length }} spacing="sm" mt="sm">
      {choices.map((choice) => (
        <Radio.Card key={choice.value} value={choice.value} className={classes.choice} radius="md" lang={choice.lang}>
          <Group wrap="nowrap" gap="sm">
            <Radio.Indicator />
            {choice.icon}
            <Text component="span" fw={600} size="sm">
              {choice.label}
            </Text>
          </Group>
        </Radio.Card>
      ))}
    </SimpleGrid>
  );
}

/** Préférences (spec §2): theme system/light/dark and interface language, applied at once. */
export function PreferencesPage() {
  const { t, i18n } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const theme = colorSchemeToTheme(colorScheme);
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';

  const themes: Choice<Theme>[] = [
    { value: 'system', label: t('preferences.theme.system'), icon: <IconDeviceDesktop size={18} aria-hidden="true" /> },
    { value: 'light', label: t('preferences.theme.light'), icon: <IconSun size={18} aria-hidden="true" /> },
    { value: 'dark', label: t('preferences.theme.dark'), icon: <IconMoon size={18} aria-hidden="true" /> },
  ];
  const languages: Choice<Language>[] = [
    { value: 'fr', label: 'Français', lang: 'fr' },
    { value: 'en', label: 'English', lang: 'en' },
  ];

  return (
    <div>
      <PageHeader title={t('nav.preferences')} description={t('preferences.description')} />
      <Stack gap="lg" maw={760}>
        <Card>
          <Radio.Group
            value={theme}
            onChange={(value) => isTheme(value) && setColorScheme(themeToColorScheme(value))}
            label={t('preferences.theme.label')}
            description={t('preferences.theme.description')}
            classNames={{ label: classes.groupLabel }}
          >
            <ChoiceCards choices={themes} />
          </Radio.Group>
        </Card>
        <Card>
          <Radio.Group
            value={language}
            onChange={(value) => isLanguage(value) && setLanguage(value)}
            label={t('preferences.language.label')}
            description={t('preferences.language.description')}
            classNames={{ label: classes.groupLabel }}
          >
            <ChoiceCards choices={languages} />
          </Radio.Group>
        </Card>
      </Stack>
    </div>
  );
}
