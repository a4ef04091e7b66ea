ALTER TABLE "worksheet_counters" ALTER COLUMN "last_number" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "worksheets" ALTER COLUMN "worksheet_id" SET DATA TYPE bigint;--> statement-breakpoint
-- Work-order numbers are bigint: a counter at the integer limit (a start number of 2147483647
-- accepted by an older version) goes on instead of failing every creation. Preference values an
-- older version accepted out of bounds (start numbers above 999 999 999, a non-integer or
-- negative one, an hourly rate above 99 999 999 or finer than a cent) go back to their defaults,
-- which is what the API already shows for them.
UPDATE "accounts" SET "preferences" = jsonb_set("preferences", '{worksheetStartNumber}', '1')
WHERE "preferences" ? 'worksheetStartNumber' AND NOT COALESCE(CASE WHEN jsonb_typeof("preferences" -> 'worksheetStartNumber') = 'number'
  THEN ("preferences" ->> 'worksheetStartNumber')::numeric BETWEEN 0 AND 999999999 AND ("preferences" ->> 'worksheetStartNumber')::numeric % 1 = 0 END, false);--> statement-breakpoint
UPDATE "accounts" SET "preferences" = jsonb_set("preferences", '{invoiceStartNumber}', '1')
WHERE "preferences" ? 'invoiceStartNumber' AND NOT COALESCE(CASE WHEN jsonb_typeof("preferences" -> 'invoiceStartNumber') = 'number'
  THEN ("preferences" ->> 'invoiceStartNumber')::numeric BETWEEN 1 AND 999999999 AND ("preferences" ->> 'invoiceStartNumber')::numeric % 1 = 0 END, false);--> statement-breakpoint
UPDATE "accounts" SET "preferences" = jsonb_set("preferences", '{hourlyRates,valuePerUnit}', '0')
WHERE jsonb_typeof("preferences" -> 'hourlyRates') = 'object' AND "preferences" -> 'hourlyRates' ? 'valuePerUnit'
  AND NOT COALESCE(CASE WHEN jsonb_typeof("preferences" #> '{hourlyRates,valuePerUnit}') = 'number'
  THEN ("preferences" #>> '{hourlyRates,valuePerUnit}')::numeric BETWEEN 0 AND 99999999 AND ("preferences" #>> '{hourlyRates,valuePerUnit}')::numeric % 0.01 = 0 END, false);
