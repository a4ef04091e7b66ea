import { z } from 'zod';
import { QUESTION_MIN_LENGTH } from './constants.js';

/** POST /api/contact: the support question (shell spec §5: non-empty, at least 5 characters). */
export const contactBodySchema = z.object({
  message: z.string({ error: 'ERR_MESSAGE_TOO_SHORT' }).trim().min(QUESTION_MIN_LENGTH, 'ERR_MESSAGE_TOO_SHORT').max(5000, 'ERR_VALIDATION'),
});
export const contactResultSchema = z.object({ sent: z.literal(true) });
