import { z } from 'zod';

/**
 * GET /api/search?q= (shell spec §7): the header box, debounced 300 ms. `vehicles=true` adds the
 * vehicles group (the command palette's; the header box finds vehicles through their owner).
 */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  vehicles: z
    .enum(['true', 'false'], 'ERR_VALIDATION')
    .transform((v) => v === 'true')
    .optional(),
});

/**
 * Grouped results (shell spec §3 Search result). A client found through a vehicle's VIN or
 * plate says so in `vehicle`, so the header can show why it matched.
 */
export const searchResultSchema = z.object({
  clients: z.array(
    z.object({
      uuid: z.uuid(),
      fullname: z.string(),
      mobile: z.string().nullable(),
      email: z.string().nullable(),
      vehicle: z.string().nullable(),
    }),
  ),
  workorders: z.array(z.object({ uuid: z.uuid(), worksheetId: z.number().int() })),
  invoices: z.array(z.object({ uuid: z.uuid(), invoiceId: z.string() })),
  /** Only when asked (`vehicles=true`): live vehicles of live customers by VIN or plate fragment. */
  vehicles: z
    .array(
      z.object({
        uuid: z.uuid(),
        serialNumber: z.string().nullable(),
        license: z.string().nullable(),
        modelYear: z.number().int().nullable(),
        make: z.string().nullable(),
        model: z.string().nullable(),
        customer: z.string(),
      }),
    )
    .optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** At most this many results per group. */
export const SEARCH_LIMIT = 8;
