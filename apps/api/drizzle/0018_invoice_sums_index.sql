-- The invoice list's sums read every matching document of the shop (GET /api/invoices): an
-- index-only scan of these columns instead of the table, whose rows carry the frozen snapshot.
CREATE INDEX "invoices_account_sums_idx" ON "invoices" USING btree ("account_id", "status", "kind") INCLUDE ("total_cents", "paid_cents", "credited_cents", "issue_date", "created_at", "customer_id", "id");
