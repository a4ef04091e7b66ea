import { z } from 'zod';

export const healthSchema = z.object({ version: z.string(), supportEmail: z.string() });
export const readinessSchema = z.object({ database: z.literal('ok') });
