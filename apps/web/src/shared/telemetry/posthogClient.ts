import posthog from 'posthog-js/dist/module.slim.no-external';
import { posthogOptions } from './options';

export type AnalyticsUser = { uuid: string; role: string; language: string };

/**
 * Loaded only when /api/health names analytics and someone is signed in (its own chunk). The
 * user is known by their uuid only (no name, no e-mail); their role and language as properties.
 */
export function startPosthog(key: string, host: string) {
  posthog.init(key, posthogOptions(host));
  return {
    identify: (user: AnalyticsUser) => posthog.identify(user.uuid, { role: user.role, language: user.language }),
    pageview: () => void posthog.capture('$pageview'),
    reset: () => posthog.reset(),
  };
}

export type Analytics = ReturnType<typeof startPosthog>;
