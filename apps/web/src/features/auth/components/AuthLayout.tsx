import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { LogoMark } from '../../../shared/ui/LogoMark';
import { SupportContact } from '../../../shared/ui/SupportContact';
import classes from './AuthLayout.module.css';
import { LanguageToggle } from './LanguageToggle';
import { WorkshopIllustration } from './WorkshopIllustration';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Frame of the authentication pages: brand panel with illustration, the form card, support. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className={classes.root}>
      <aside className={classes.brandPanel} aria-hidden="true">
        <Group gap="sm" className={classes.brandName}>
          <LogoMark size={36} />
          <Text component="span" fw={800} size="xl" c="white">
            Atelier
          </Text>
        </Group>
        <Stack gap="sm" className={classes.pitch}>
          <Text component="p" className={classes.headline}>
            {t('auth.brand.headline')}
          </Text>
          <Text component="p" className={classes.tagline}>
            {t('auth.brand.tagline')}
          </Text>
        </Stack>
        <WorkshopIllustration className={classes.illustration} />
      </aside>

      <main className={classes.formPanel}>
        <Group justify="space-between" className={classes.topBar}>
          <Group gap={8} className={classes.mobileBrand}>
            <LogoMark size={30} />
            <Text component="span" fw={800} size="lg">
              Atelier
            </Text>
          </Group>
          <LanguageToggle />
        </Group>

        <Box className={classes.formWrap}>
          <Paper className={classes.card} p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder>
            <Stack gap={4} mb="lg">
              <Title order={1} className={classes.title}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
        </Box>

        <SupportContact ta="center" className={classes.support} />
      </main>
    </div>
  );
}
