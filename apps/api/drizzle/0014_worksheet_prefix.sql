-- Issue 10: the work-order number prefix is the shop's, not the reader's. Each existing shop gets
-- the one its language gives (en → WO, fr/fr-CA → BT), stored so a later change of language or
-- of the reader's interface language no longer changes the numbers on its documents.
UPDATE "accounts"
SET "preferences" = jsonb_set(
  "preferences",
  '{worksheetPrefix}',
  to_jsonb(CASE WHEN "preferences" ->> 'language' = 'en' THEN 'WO' ELSE 'BT' END)
)
WHERE jsonb_typeof("preferences") = 'object' AND NOT ("preferences" ? 'worksheetPrefix');
