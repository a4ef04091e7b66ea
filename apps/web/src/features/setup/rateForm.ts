import { priceSchema } from '@atelier/contracts';
import { z } from 'zod';
import { numberBox, zodFormValidator } from '../../shared/forms/zodFormValidator';

/** Setup step 3: the standard hourly rate, zero or more, two decimals (shell spec §5 "Price input"). */
export const validateRateForm = zodFormValidator<{ rate: number | string }>(z.object({ rate: numberBox(priceSchema.shape.valuePerUnit) }));
