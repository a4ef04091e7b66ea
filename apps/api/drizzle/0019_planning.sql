-- The parents' (account_id, id) keys first: the composite foreign keys below need them.
CREATE UNIQUE INDEX "customers_account_id_idx" ON "customers" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mechs_account_id_idx" ON "mechs" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_items_account_id_idx" ON "catalog_items" USING btree ("account_id","id");--> statement-breakpoint
CREATE TABLE "bays" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"account_id" integer NOT NULL,
	"catalog_item_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"price" numeric(12, 2),
	"addon" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_services_account_id_catalog_item_id_pk" PRIMARY KEY("account_id","catalog_item_id"),
	CONSTRAINT "booking_services_minutes" CHECK ("booking_services"."minutes" BETWEEN 5 AND 1440),
	CONSTRAINT "booking_services_price" CHECK ("booking_services"."price" IS NULL OR "booking_services"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text,
	"mode" text DEFAULT 'REQUEST' NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"hours" jsonb NOT NULL,
	"closures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mail_confirmation" boolean DEFAULT true NOT NULL,
	"mail_reminder" boolean DEFAULT true NOT NULL,
	"mail_shop_notification" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_slug_format" CHECK ("booking_settings"."slug" IS NULL OR "booking_settings"."slug" ~ '^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$'),
	CONSTRAINT "booking_settings_slot" CHECK ("booking_settings"."slot_minutes" IN (10, 15, 20, 30, 45, 60)),
	CONSTRAINT "booking_settings_notice" CHECK ("booking_settings"."min_notice_minutes" BETWEEN 0 AND 20160),
	CONSTRAINT "booking_settings_horizon" CHECK ("booking_settings"."horizon_days" BETWEEN 1 AND 365),
	CONSTRAINT "booking_settings_hours_week" CHECK (jsonb_typeof("booking_settings"."hours") = 'array' AND jsonb_array_length("booking_settings"."hours") = 7),
	CONSTRAINT "booking_settings_enabled_slug" CHECK (NOT "booking_settings"."enabled" OR "booking_settings"."slug" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "booking_technicians" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "booking_technicians_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'SHOP' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"bay_id" integer,
	"technician_id" integer,
	"customer_id" integer,
	"mech_id" integer,
	"worksheet_id" integer,
	"title" text,
	"notes" text,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" jsonb,
	"vehicle_text" text,
	"language" text,
	"hold_expires_at" timestamp with time zone,
	"token_hash" text,
	"seen_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "events_end_after_start" CHECK ("events"."end_time" > "events"."start_time"),
	CONSTRAINT "events_at_most_14_days" CHECK ("events"."end_time" - "events"."start_time" <= interval '14 days'),
	CONSTRAINT "events_hold_expiry" CHECK (("events"."status" = 'HELD') = ("events"."hold_expires_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bays_account_id_idx" ON "bays" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "bays_account_position_idx" ON "bays" USING btree ("account_id","position","id");--> statement-breakpoint
CREATE INDEX "booking_codes_account_email_idx" ON "booking_codes" USING btree ("account_id","email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "booking_settings_slug_idx" ON "booking_settings" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "events_account_id_idx" ON "events" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_token_hash_idx" ON "events" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "events_account_start_idx" ON "events" USING btree ("account_id","start_time","end_time");--> statement-breakpoint
CREATE INDEX "events_unseen_idx" ON "events" USING btree ("account_id") WHERE "events"."seen_at" IS NULL AND "events"."source" = 'ONLINE' AND "events"."status" <> 'HELD';--> statement-breakpoint
CREATE INDEX "events_reminder_idx" ON "events" USING btree ("start_time") WHERE "events"."reminder_sent_at" IS NULL AND "events"."status" IN ('REQUESTED', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "events_customer_idx" ON "events" USING btree ("customer_id") WHERE "events"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "events_worksheet_idx" ON "events" USING btree ("worksheet_id") WHERE "events"."worksheet_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bays" ADD CONSTRAINT "bays_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_codes" ADD CONSTRAINT "booking_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_item_fk" FOREIGN KEY ("account_id","catalog_item_id") REFERENCES "public"."catalog_items"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_technicians" ADD CONSTRAINT "booking_technicians_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_technicians" ADD CONSTRAINT "booking_technicians_user_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_bay_fk" FOREIGN KEY ("account_id","bay_id") REFERENCES "public"."bays"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_technician_fk" FOREIGN KEY ("account_id","technician_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_fk" FOREIGN KEY ("account_id","created_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 15): what drizzle cannot express.
-- An appointment outlives its customer, vehicle or work order: only that column is cleared (a plain
-- SET NULL would also null account_id). Same shop by the composite key.
ALTER TABLE "events" ADD CONSTRAINT "events_customer_fk" FOREIGN KEY ("account_id","customer_id") REFERENCES "public"."customers"("account_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_mech_fk" FOREIGN KEY ("account_id","mech_id") REFERENCES "public"."mechs"("account_id","id") ON DELETE SET NULL ("mech_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_worksheet_fk" FOREIGN KEY ("account_id","worksheet_id") REFERENCES "public"."worksheets"("account_id","id") ON DELETE SET NULL ("worksheet_id") ON UPDATE no action;--> statement-breakpoint
-- A bay, or a technician, never holds two busy appointments at once ('[)': one may start when the
-- previous ends). A hold (HELD) is busy until someone needing the range deletes it once expired;
-- canceled and no-show appointments free their slot.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_bay_no_overlap" EXCLUDE USING gist ("bay_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&) WHERE ("bay_id" IS NOT NULL AND "status" IN ('HELD', 'REQUESTED', 'CONFIRMED', 'ARRIVED'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_technician_no_overlap" EXCLUDE USING gist ("technician_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&) WHERE ("technician_id" IS NOT NULL AND "status" IN ('HELD', 'REQUESTED', 'CONFIRMED', 'ARRIVED'));
