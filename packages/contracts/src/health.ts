import { z } from 'zod';

/**
 * What the server tells the web app before anyone signs in (issue 17): its release, the support
 * mailbox, the community chat link, and the optional services it is configured with. Each optional
 * part is absent when unset, and the web app then makes no call to that service.
 * - analytics: PostHog (POSTHOG_KEY, POSTHOG_HOST); identified users only, no automatic capture.
 * - errorReporting: Sentry (SENTRY_DSN) for the web app; a DSN is public by design.
 */
export const clientServicesSchema = z.object({
  chatUrl: z.string().optional(),
  analytics: z.object({ key: z.string(), host: z.string() }).optional(),
  errorReporting: z.object({ dsn: z.string() }).optional(),
});
export const healthSchema = z.object({ version: z.string(), supportEmail: z.string() }).extend(clientServicesSchema.shape);
export type ClientServices = z.infer<typeof clientServicesSchema>;
/** Which PostgreSQL the server uses: the one it runs itself (embedded) or DATABASE_URL (external). */
export const DATABASE_SERVERS = ['embedded', 'external'] as const;
export const readinessSchema = z.object({ database: z.literal('ok'), databaseServer: z.enum(DATABASE_SERVERS) });
