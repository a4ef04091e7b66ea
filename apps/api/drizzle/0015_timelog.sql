CREATE TABLE "timelogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"worksheet_id" integer,
	"entry_id" integer,
	"name" text,
	"notes" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"date" date NOT NULL,
	"auto_closed" boolean DEFAULT false NOT NULL,
	"edited_by_id" integer,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timelogs_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "timelogs_end_after_start" CHECK ("timelogs"."end_time" IS NULL OR "timelogs"."end_time" > "timelogs"."start_time"),
	CONSTRAINT "timelogs_at_most_24_hours" CHECK ("timelogs"."end_time" - "timelogs"."start_time" <= interval '24 hours'),
	CONSTRAINT "timelogs_line_needs_worksheet" CHECK ("timelogs"."entry_id" IS NULL OR "timelogs"."worksheet_id" IS NOT NULL)
);
--> statement-breakpoint
-- The parents' (account_id, id) keys first: the composite foreign keys below need them.
CREATE UNIQUE INDEX "users_account_id_idx" ON "users" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "worksheets_account_id_idx" ON "worksheets" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_account_worksheet_id_idx" ON "entries" USING btree ("account_id","worksheet_id","id");--> statement-breakpoint
ALTER TABLE "timelogs" ADD CONSTRAINT "timelogs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timelogs" ADD CONSTRAINT "timelogs_user_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timelogs" ADD CONSTRAINT "timelogs_edited_by_fk" FOREIGN KEY ("account_id","edited_by_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timelogs" ADD CONSTRAINT "timelogs_worksheet_fk" FOREIGN KEY ("account_id","worksheet_id") REFERENCES "public"."worksheets"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timelogs_one_running_per_user_idx" ON "timelogs" USING btree ("user_id") WHERE "timelogs"."end_time" IS NULL;--> statement-breakpoint
CREATE INDEX "timelogs_account_start_idx" ON "timelogs" USING btree ("account_id","start_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "timelogs_account_user_start_idx" ON "timelogs" USING btree ("account_id","user_id","start_time");--> statement-breakpoint
CREATE INDEX "timelogs_worksheet_idx" ON "timelogs" USING btree ("worksheet_id") WHERE "timelogs"."worksheet_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "timelogs_entry_idx" ON "timelogs" USING btree ("entry_id") WHERE "timelogs"."entry_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "timelogs_running_idx" ON "timelogs" USING btree ("start_time") WHERE "timelogs"."end_time" IS NULL;--> statement-breakpoint
-- Hand-written (issue 13): what drizzle cannot express.
-- The line is of the entry's shop and of its work order. ON DELETE SET NULL (entry_id) only: deleting
-- a line keeps the time on the work order (a plain SET NULL would also null account_id and worksheet_id).
-- MATCH SIMPLE skips the check when entry_id is null; timelogs_line_needs_worksheet forbids a line
-- without its work order.
ALTER TABLE "timelogs" ADD CONSTRAINT "timelogs_entry_fk" FOREIGN KEY ("account_id","worksheet_id","entry_id") REFERENCES "public"."entries"("account_id","worksheet_id","id") ON DELETE SET NULL ("entry_id") ON UPDATE no action;--> statement-breakpoint
-- No two overlapping entries of one person ('[)': one may start when the previous ends); a running
-- clock covers up to infinity, so nothing can be recorded after its start while it runs.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;--> statement-breakpoint
ALTER TABLE "timelogs" ADD CONSTRAINT "timelogs_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("start_time", coalesce("end_time", 'infinity'), '[)') WITH &&);
