ALTER TABLE "mechs" ADD COLUMN "vin_conflict" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A VIN is one vehicle of a shop (issue 10). Older databases may already hold live vehicles that
-- share a VIN: nothing is deleted, merged or rewritten (they may belong to different customers and
-- carry work orders). The first one recorded (lowest id) holds the VIN; the others are flagged
-- vin_conflict, which leaves them out of the unique index below until their VIN changes.
UPDATE "mechs" AS m SET "vin_conflict" = true
WHERE m."deleted_at" IS NULL AND m."serial_number" IS NOT NULL AND m."serial_number" <> ''
  AND EXISTS (
    SELECT 1 FROM "mechs" AS older
    WHERE older."account_id" = m."account_id" AND older."serial_number" = m."serial_number"
      AND older."deleted_at" IS NULL AND older."id" < m."id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "mechs_account_vin_idx" ON "mechs" USING btree ("account_id","serial_number") WHERE "mechs"."deleted_at" IS NULL AND "mechs"."serial_number" IS NOT NULL AND "mechs"."serial_number" <> '' AND NOT "mechs"."vin_conflict";