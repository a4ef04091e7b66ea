import { z } from 'zod';

export const healthSchema = z.object({ version: z.string(), supportEmail: z.string() });
/** Which PostgreSQL the server uses: the one it runs itself (embedded) or DATABASE_URL (external). */
export const DATABASE_SERVERS = ['embedded', 'external'] as const;
export const readinessSchema = z.object({ database: z.literal('ok'), databaseServer: z.enum(DATABASE_SERVERS) });
