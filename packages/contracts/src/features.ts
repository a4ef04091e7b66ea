import { z } from 'zod';

export const FEATURE_TYPES = ['SETUP'] as const;

/** Feature (shell spec §3): id, type. GET /api/features/setup lists the pending ones. */
export const featureSchema = z.object({ id: z.number().int(), type: z.enum(FEATURE_TYPES) });
export type Feature = z.infer<typeof featureSchema>;
export const featureListSchema = z.array(featureSchema);
export const featureParamsSchema = z.object({ id: z.coerce.number().int().positive('ERR_NOT_FOUND') });
