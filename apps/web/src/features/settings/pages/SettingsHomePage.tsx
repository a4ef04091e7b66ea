import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/ui/PageHeader';
import classes from './SettingsHomePage.module.css';

/** /settings: one card per settings page that exists (for now, Préférences). */
export function SettingsHomePage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('nav.settings')} description={t('settings.description')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" maw={1100}>
        <Card component={Link} to="/settings/account/preferences" className={classes.card} aria-label={t('nav.preferences')}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={44} radius="md">
                <IconAdjustmentsHorizontal size={24} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{t('nav.preferences')}</Text>
                <Text size="sm" c="dimmed">
                  {t('settings.preferencesCard')}
                </Text>
              </div>
            </Group>
            <IconChevronRight size={18} className={classes.chevron} aria-hidden="true" />
          </Group>
        </Card>
      </SimpleGrid>
    </div>
  );
}
