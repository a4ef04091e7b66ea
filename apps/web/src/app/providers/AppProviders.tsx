import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { onSessionEnded } from '../../shared/session/endSession';
import { sessionStore } from '../../shared/session/sessionStore';
import { installSubmitGuard } from '../../shared/forms/submitGuard';
import { NotificationsHost } from '../../shared/notifications/NotificationsHost';
import { notify } from '../../shared/notifications/notify';
import { ServiceWorkerHost } from '../pwa/ServiceWorkerHost';
import { ProgressBar } from '../shell/ProgressBar';
import { preferencesColorSchemeManager } from '../theme/preferencesColorSchemeManager';
import { theme } from '../theme/theme';
import { clearUserQueries } from './clearUserQueries';
import { queryClient } from './queryClient';

/**
 * Server data of one user must never be shown to the next one: the cache is emptied when the
 * session ends or another user signs in over it (a token refresh keeps it).
 */
function useResetCacheOnSignOut() {
  const { t } = useTranslation();
  useEffect(() => {
    let previous = sessionStore.getState();
    const unsubscribeStore = sessionStore.subscribe(() => {
      const next = sessionStore.getState();
      const ended = !!previous.accessToken && !next.accessToken;
      const otherUser = !!previous.user && !!next.user && previous.user.uuid !== next.user.uuid;
      if (ended || otherUser) clearUserQueries(queryClient);
      previous = next;
    });
    const unsubscribeEnded = onSessionEnded((reason) => {
      const code = reason === 'expired' ? 'ERR_AUTH_TOKEN_EXPIRED' : 'ERR_UNAUTHENTICATED';
      notify({ color: 'orange', title: t('session.endedTitle'), message: t(`error.${code}`) });
    });
    return () => {
      unsubscribeStore();
      unsubscribeEnded();
    };
  }, [t]);
}

function SessionCacheGuard() {
  useResetCacheOnSignOut();
  return null;
}

/** Every form and button of the app: one record per double click (shell spec §9, submitGuard.ts). */
function useSubmitGuard() {
  useEffect(() => installSubmitGuard(window, queryClient.getMutationCache()), []);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [colorSchemeManager] = useState(preferencesColorSchemeManager);
  useSubmitGuard();
  return (
    // The theme's CSS variables come from themeVariables.css (main.tsx), written at build time.
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" withCssVariables={false}>
      <QueryClientProvider client={queryClient}>
        <NotificationsHost />
        <ProgressBar />
        <ServiceWorkerHost />
        <SessionCacheGuard />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
