-- The search key: unaccented, then lower-cased with ICU. lower() follows the database collation,
-- and in this C-collation database it leaves 'É' as it is, so 'ÉLODIE' did not find 'Élodie'.
-- The result carries the default collation, so LIKE against search_text can use its indexes.
CREATE OR REPLACE FUNCTION public.atelier_search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.atelier_unaccent($1) COLLATE "und-x-icu") $$;--> statement-breakpoint
ALTER TABLE "customers" drop column "search_text";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (atelier_search_key(fullname || ' ' || coalesce(email, ''))) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its trigram index.
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_prefix_idx" ON "customers" USING btree ("account_id","search_text" text_pattern_ops) WHERE "customers"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_search_tail_idx" ON "customers" USING btree ("account_id",(substr("search_text", strpos("search_text", ' ') + 1)) text_pattern_ops) WHERE "customers"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_mobile_prefix_idx" ON "customers" USING btree ("account_id","mobile" text_pattern_ops) WHERE "customers"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_mobile_local_idx" ON "customers" USING btree ("account_id",right("mobile", 7) text_pattern_ops) WHERE "customers"."deleted_at" IS NULL;