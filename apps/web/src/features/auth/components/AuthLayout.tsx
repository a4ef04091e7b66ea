import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useHealthInfo } from '../../../shared/readiness/api';
import { LogoMark } from '../../../shared/ui/LogoMark';
import { SupportContact } from '../../../shared/ui/SupportContact';
import { pickPhoto, SIGN_IN_PHOTOS, type SignInPhoto } from '../photos/photos';
import classes from './AuthLayout.module.css';
import { LanguageToggle } from './LanguageToggle';
import { PhotoCredit } from './PhotoCredit';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

// One photo per visit (shell spec §2: "a random background photo"): going from the sign-in page to
// the sign-up page keeps it, a new visit (page load) draws again.
let visitPhoto: SignInPhoto | undefined;
const photoOfThisVisit = () => (visitPhoto ??= pickPhoto(SIGN_IN_PHOTOS));

/**
 * Frame of the authentication pages: a background photo (dimmed behind the form; loaded after the
 * form, never by the signed-in app), the brand panel, the form card, support and community links.
 */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const { chatUrl } = useHealthInfo();
  const photo = photoOfThisVisit();
  useDocumentTitle(title);
  return (
    <div className={classes.root}>
      {/* Decorative: lazy and async so the form paints first; the overlays keep the texts legible. */}
      {/* It covers the viewport: a phone takes the 800 px file, a wider screen the 1600 px one. */}
      <img
        className={classes.photo}
        src={photo.url}
        srcSet={`${photo.phoneUrl} 800w, ${photo.url} 1600w`}
        sizes="100vw"
        alt=""
        aria-hidden="true"
        loading="lazy"
        decoding="async"
        fetchPriority="low"
        data-testid="signin-photo"
      />
      <aside className={classes.brandPanel}>
        <Group gap="sm" className={classes.brandName} aria-hidden="true">
          <LogoMark size={36} />
          <Text component="span" fw={800} size="xl" c="white">
            Atelier
          </Text>
        </Group>
        <Stack gap="sm" className={classes.pitch} aria-hidden="true">
          <Text component="p" className={classes.headline}>
            {t('auth.brand.headline')}
          </Text>
          <Text component="p" className={classes.tagline}>
            {t('auth.brand.tagline')}
          </Text>
        </Stack>
        <PhotoCredit photo={photo} className={classes.creditOnPhoto} />
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
          <Paper className={classes.card} p={{ base: 'lg', sm: 'xl' }} shadow="md" withBorder>
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

        <Stack gap={6} align="center" className={classes.help}>
          <SupportContact ta="center" c="var(--auth-muted)" />
          {chatUrl && (
            <Anchor href={chatUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={500} data-testid="community-chat-link">
              <Group gap={6} component="span" wrap="nowrap">
                <IconMessages size={16} aria-hidden="true" />
                {t('auth.chat')}
              </Group>
            </Anchor>
          )}
          <PhotoCredit photo={photo} ta="center" c="var(--auth-muted)" className={classes.creditInPanel} />
        </Stack>
      </main>
    </div>
  );
}
