CREATE TABLE "invoice_counters" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "invoice_counters_account_id_kind_pk" PRIMARY KEY("account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "invoice_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"document_uuid" text,
	"content" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_journal_seq_positive" CHECK ("invoice_journal"."seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_legal_identities" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"identity" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"entry_id" integer,
	"credited_line_id" integer,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"content" text,
	"catalog_item_id" integer,
	"catalog_item_name" text,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"hourly_rate" boolean DEFAULT false NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "invoice_lines_quantity_positive" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_amounts" CHECK ("invoice_lines"."unit_price_cents" >= 0 AND "invoice_lines"."discount_cents" >= 0 AND "invoice_lines"."amount_cents" >= 0),
	CONSTRAINT "invoice_lines_discount_range" CHECK ("invoice_lines"."discount" >= 0 AND "invoice_lines"."discount" <= 100)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "invoice_payments_amount_nonzero" CHECK ("invoice_payments"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_pdfs" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"to_email" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"sent_by_id" integer,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text DEFAULT 'INVOICE' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"number" bigint,
	"invoice_id" text,
	"customer_id" integer NOT NULL,
	"mech_id" integer,
	"worksheet_id" integer,
	"credited_invoice_id" integer,
	"language" text DEFAULT 'fr' NOT NULL,
	"business_customer" boolean DEFAULT false NOT NULL,
	"customer_tax_number" text,
	"mileage" integer,
	"due_date" date,
	"notes" text,
	"reason" text,
	"issue_date" date,
	"issued_at" timestamp with time zone,
	"issued_by_id" integer,
	"currency" text NOT NULL,
	"subtotal_cents" bigint,
	"tax_cents" bigint,
	"total_cents" bigint,
	"snapshot" jsonb,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"credited_cents" bigint DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_sent_to" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "invoices_number_iff_issued" CHECK (("invoices"."status" = 'DRAFT') = ("invoices"."number" IS NULL)),
	CONSTRAINT "invoices_issued_complete" CHECK ("invoices"."status" = 'DRAFT' OR ("invoices"."invoice_id" IS NOT NULL AND "invoices"."issue_date" IS NOT NULL AND "invoices"."issued_at" IS NOT NULL AND "invoices"."total_cents" IS NOT NULL AND "invoices"."snapshot" IS NOT NULL)),
	CONSTRAINT "invoices_total_sum" CHECK ("invoices"."total_cents" IS NULL OR "invoices"."total_cents" = "invoices"."subtotal_cents" + "invoices"."tax_cents"),
	CONSTRAINT "invoices_amounts_positive" CHECK (coalesce("invoices"."subtotal_cents", 0) >= 0 AND coalesce("invoices"."tax_cents", 0) >= 0 AND "invoices"."credited_cents" >= 0),
	CONSTRAINT "invoices_credit_note_ref" CHECK (("invoices"."kind" = 'CREDIT_NOTE') = ("invoices"."credited_invoice_id" IS NOT NULL)),
	CONSTRAINT "invoices_number_positive" CHECK ("invoices"."number" IS NULL OR "invoices"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "discount" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_account_id_idx" ON "invoice_lines" USING btree ("account_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_account_id_idx" ON "invoices" USING btree ("account_id","id");
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_journal" ADD CONSTRAINT "invoice_journal_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_legal_identities" ADD CONSTRAINT "invoice_legal_identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_fk" FOREIGN KEY ("account_id","invoice_id") REFERENCES "public"."invoices"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credited_fk" FOREIGN KEY ("account_id","credited_line_id") REFERENCES "public"."invoice_lines"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_fk" FOREIGN KEY ("account_id","invoice_id") REFERENCES "public"."invoices"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_pdfs" ADD CONSTRAINT "invoice_pdfs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_pdfs" ADD CONSTRAINT "invoice_pdfs_invoice_fk" FOREIGN KEY ("account_id","invoice_id") REFERENCES "public"."invoices"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sends" ADD CONSTRAINT "invoice_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sends" ADD CONSTRAINT "invoice_sends_invoice_fk" FOREIGN KEY ("account_id","invoice_id") REFERENCES "public"."invoices"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_mech_fk" FOREIGN KEY ("mech_id") REFERENCES "public"."mechs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_worksheet_fk" FOREIGN KEY ("account_id","worksheet_id") REFERENCES "public"."worksheets"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_fk" FOREIGN KEY ("account_id","credited_invoice_id") REFERENCES "public"."invoices"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_journal_account_seq_idx" ON "invoice_journal" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_credited_idx" ON "invoice_lines" USING btree ("credited_line_id") WHERE "invoice_lines"."credited_line_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoice_sends_invoice_idx" ON "invoice_sends" USING btree ("invoice_id","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_account_kind_number_idx" ON "invoices" USING btree ("account_id","kind","number") WHERE "invoices"."number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_account_created_idx" ON "invoices" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_account_issue_date_idx" ON "invoices" USING btree ("account_id","issue_date","id") WHERE "invoices"."issue_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_account_status_idx" ON "invoices" USING btree ("account_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("account_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_worksheet_idx" ON "invoices" USING btree ("worksheet_id") WHERE "invoices"."worksheet_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id") WHERE "invoices"."credited_invoice_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_invoice_fk" FOREIGN KEY ("account_id","invoice_id") REFERENCES "public"."invoices"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_invoice_idx" ON "entries" USING btree ("invoice_id","position","id") WHERE "entries"."invoice_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_discount_range" CHECK ("entries"."discount" >= 0 AND "entries"."discount" <= 100);--> statement-breakpoint
-- Issue 14, hand-written: what the database refuses on issued documents, whatever the code does.
-- `SET LOCAL atelier.purge = 'on'` lets a transaction that deletes a whole account through.
CREATE FUNCTION atelier_purging() RETURNS boolean LANGUAGE sql STABLE AS $$ SELECT coalesce(current_setting('atelier.purge', true), '') = 'on' $$;
--> statement-breakpoint
-- An issued invoice or credit note: never deleted; only its status (never back to DRAFT), the
-- paid/credited sums, the last send and updated_at may change.
CREATE FUNCTION atelier_invoice_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mutable text[] := ARRAY['status', 'paid_cents', 'credited_cents', 'last_sent_at', 'last_sent_to', 'updated_at'];
BEGIN
  IF atelier_purging() THEN RETURN coalesce(NEW, OLD); END IF;
  IF OLD.status = 'DRAFT' THEN RETURN coalesce(NEW, OLD); END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'issued document % cannot be deleted', OLD.id USING ERRCODE = 'P0A14';
  END IF;
  IF NEW.status = 'DRAFT' OR (to_jsonb(OLD) - mutable) IS DISTINCT FROM (to_jsonb(NEW) - mutable) THEN
    RAISE EXCEPTION 'issued document % cannot be changed', OLD.id USING ERRCODE = 'P0A14';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_frozen BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION atelier_invoice_frozen();
--> statement-breakpoint
-- Rows that are never updated nor deleted: frozen lines, payments, stored PDFs, journal records.
CREATE FUNCTION atelier_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF atelier_purging() THEN RETURN coalesce(NEW, OLD); END IF;
  RAISE EXCEPTION '% rows cannot be changed nor deleted', TG_TABLE_NAME USING ERRCODE = 'P0A14';
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_append_only BEFORE UPDATE OR DELETE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION atelier_append_only();
--> statement-breakpoint
CREATE TRIGGER invoice_payments_append_only BEFORE UPDATE OR DELETE ON invoice_payments FOR EACH ROW EXECUTE FUNCTION atelier_append_only();
--> statement-breakpoint
CREATE TRIGGER invoice_pdfs_append_only BEFORE UPDATE OR DELETE ON invoice_pdfs FOR EACH ROW EXECUTE FUNCTION atelier_append_only();
--> statement-breakpoint
CREATE TRIGGER invoice_journal_append_only BEFORE UPDATE OR DELETE ON invoice_journal FOR EACH ROW EXECUTE FUNCTION atelier_append_only();
--> statement-breakpoint
-- Frozen lines are written only while their document is being issued (still a DRAFT in that
-- transaction); payments only on an issued invoice (not a draft, not a credit note).
CREATE FUNCTION atelier_invoice_child_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc record;
BEGIN
  IF atelier_purging() THEN RETURN NEW; END IF;
  SELECT status, kind INTO doc FROM invoices WHERE id = NEW.invoice_id;
  IF TG_TABLE_NAME = 'invoice_lines' AND doc.status <> 'DRAFT' THEN
    RAISE EXCEPTION 'lines cannot be added to issued document %', NEW.invoice_id USING ERRCODE = 'P0A14';
  END IF;
  IF TG_TABLE_NAME = 'invoice_payments' AND (doc.status = 'DRAFT' OR doc.kind <> 'INVOICE') THEN
    RAISE EXCEPTION 'payments only on an issued invoice (%)', NEW.invoice_id USING ERRCODE = 'P0A14';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_insert BEFORE INSERT ON invoice_lines FOR EACH ROW EXECUTE FUNCTION atelier_invoice_child_insert();
--> statement-breakpoint
CREATE TRIGGER invoice_payments_insert BEFORE INSERT ON invoice_payments FOR EACH ROW EXECUTE FUNCTION atelier_invoice_child_insert();
--> statement-breakpoint
-- A work-order line on an issued invoice is part of that invoice: never changed nor deleted, and
-- no line is put on an issued invoice.
CREATE FUNCTION atelier_entry_invoiced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF atelier_purging() THEN RETURN coalesce(NEW, OLD); END IF;
  IF TG_OP <> 'INSERT' AND OLD.invoice_id IS NOT NULL AND EXISTS (SELECT 1 FROM invoices WHERE id = OLD.invoice_id AND status <> 'DRAFT') THEN
    RAISE EXCEPTION 'entry % is on an issued invoice', OLD.id USING ERRCODE = 'P0A14';
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.invoice_id IS NOT NULL AND EXISTS (SELECT 1 FROM invoices WHERE id = NEW.invoice_id AND status <> 'DRAFT') THEN
    RAISE EXCEPTION 'entry % cannot join issued invoice %', NEW.id, NEW.invoice_id USING ERRCODE = 'P0A14';
  END IF;
  RETURN coalesce(NEW, OLD);
END $$;
--> statement-breakpoint
CREATE TRIGGER entries_invoiced BEFORE INSERT OR UPDATE OR DELETE ON entries FOR EACH ROW EXECUTE FUNCTION atelier_entry_invoiced();
