CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"mech_id" integer,
	"name" text NOT NULL,
	"content" text,
	"type" text DEFAULT 'SERVICE' NOT NULL,
	"status_id" integer,
	"value_measured" numeric(10, 2) DEFAULT '1' NOT NULL,
	"price" numeric(12, 2),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"purpose" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "make_exclusions" (
	"account_id" integer NOT NULL,
	"make_id" integer NOT NULL,
	CONSTRAINT "make_exclusions_account_id_make_id_pk" PRIMARY KEY("account_id","make_id")
);
--> statement-breakpoint
CREATE TABLE "makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"vpic_id" integer,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mech_field_values" (
	"mech_id" integer NOT NULL,
	"equipment_field_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "mech_field_values_mech_id_equipment_field_id_pk" PRIMARY KEY("mech_id","equipment_field_id")
);
--> statement-breakpoint
CREATE TABLE "mechs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"serial_number" text,
	"model_year" integer,
	"make_id" integer,
	"model_id" integer,
	"type_id" integer,
	"license" text,
	"unit" text DEFAULT 'km' NOT NULL,
	"mileage_in" integer,
	"engine_hours" numeric(10, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (upper(coalesce(serial_number, '') || ' ' || regexp_replace(coalesce(license, ''), '[^A-Za-z0-9]', '', 'g'))) STORED NOT NULL,
	CONSTRAINT "mechs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"account_id" integer,
	"vpic_id" integer,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (atelier_unaccent(lower(fullname || ' ' || coalesce(email, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_mech_id_mechs_id_fk" FOREIGN KEY ("mech_id") REFERENCES "public"."mechs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_fields" ADD CONSTRAINT "equipment_fields_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_types" ADD CONSTRAINT "equipment_types_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "make_exclusions" ADD CONSTRAINT "make_exclusions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "make_exclusions" ADD CONSTRAINT "make_exclusions_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makes" ADD CONSTRAINT "makes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mech_field_values" ADD CONSTRAINT "mech_field_values_mech_id_mechs_id_fk" FOREIGN KEY ("mech_id") REFERENCES "public"."mechs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mech_field_values" ADD CONSTRAINT "mech_field_values_equipment_field_id_equipment_fields_id_fk" FOREIGN KEY ("equipment_field_id") REFERENCES "public"."equipment_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mechs" ADD CONSTRAINT "mechs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mechs" ADD CONSTRAINT "mechs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mechs" ADD CONSTRAINT "mechs_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mechs" ADD CONSTRAINT "mechs_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mechs" ADD CONSTRAINT "mechs_type_id_equipment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."equipment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_mech_idx" ON "entries" USING btree ("mech_id","position","id");--> statement-breakpoint
CREATE INDEX "equipment_fields_type_idx" ON "equipment_fields" USING btree ("equipment_type_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_fields_purpose_idx" ON "equipment_fields" USING btree ("equipment_type_id","purpose") WHERE "equipment_fields"."purpose" <> 'GENERAL';--> statement-breakpoint
CREATE INDEX "equipment_types_account_idx" ON "equipment_types" USING btree ("account_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "makes_vpic_idx" ON "makes" USING btree ("vpic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "makes_account_name_idx" ON "makes" USING btree ("account_id",lower("name")) WHERE "makes"."account_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "makes_system_name_idx" ON "makes" USING btree (lower("name")) WHERE "makes"."account_id" IS NULL;--> statement-breakpoint
CREATE INDEX "mechs_search_idx" ON "mechs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mechs_account_created_idx" ON "mechs" USING btree ("account_id","created_at","id") WHERE "mechs"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "mechs_customer_idx" ON "mechs" USING btree ("customer_id") WHERE "mechs"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "models_make_idx" ON "models" USING btree ("make_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "models_account_make_name_idx" ON "models" USING btree ("account_id","make_id",lower("name")) WHERE "models"."account_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_mobile_search_idx" ON "customers" USING gin ("mobile" gin_trgm_ops);