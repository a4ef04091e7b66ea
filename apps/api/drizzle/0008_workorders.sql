CREATE TABLE "catalog_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"price" numeric(12, 2),
	"rate_type" text DEFAULT 'STANDARD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "entry_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"group" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tax_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksheet_counters" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksheet_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"group" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"worksheet_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"mech_id" integer,
	"technician_id" integer,
	"status_id" integer NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "worksheets_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "worksheet_id" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "catalog_item_id" integer;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_statuses" ADD CONSTRAINT "entry_statuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_groups" ADD CONSTRAINT "tax_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_tax_group_id_tax_groups_id_fk" FOREIGN KEY ("tax_group_id") REFERENCES "public"."tax_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_counters" ADD CONSTRAINT "worksheet_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_statuses" ADD CONSTRAINT "worksheet_statuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_mech_id_mechs_id_fk" FOREIGN KEY ("mech_id") REFERENCES "public"."mechs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_status_id_worksheet_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."worksheet_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_items_account_kind_idx" ON "catalog_items" USING btree ("account_id","kind","name" COLLATE "und-x-icu","id") WHERE "catalog_items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "entry_statuses_account_idx" ON "entry_statuses" USING btree ("account_id","group","position","id");--> statement-breakpoint
CREATE INDEX "tax_groups_account_idx" ON "tax_groups" USING btree ("account_id","position","id");--> statement-breakpoint
CREATE INDEX "taxes_group_idx" ON "taxes" USING btree ("tax_group_id","position","id");--> statement-breakpoint
CREATE INDEX "worksheet_statuses_account_idx" ON "worksheet_statuses" USING btree ("account_id","group","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "worksheets_account_number_idx" ON "worksheets" USING btree ("account_id","worksheet_id");--> statement-breakpoint
CREATE INDEX "worksheets_account_status_idx" ON "worksheets" USING btree ("account_id","status_id","id") WHERE "worksheets"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "worksheets_account_created_idx" ON "worksheets" USING btree ("account_id","created_at","id") WHERE "worksheets"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "worksheets_customer_idx" ON "worksheets" USING btree ("customer_id") WHERE "worksheets"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "worksheets_mech_idx" ON "worksheets" USING btree ("mech_id") WHERE "worksheets"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_status_id_entry_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."entry_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_catalog_item_id_catalog_items_id_fk" FOREIGN KEY ("catalog_item_id") REFERENCES "public"."catalog_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_worksheet_idx" ON "entries" USING btree ("worksheet_id","position","id") WHERE "entries"."worksheet_id" IS NOT NULL;