CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text DEFAULT 'BILLING' NOT NULL,
	"name" text,
	"street_number" text,
	"address_line_1" text,
	"address_line_2" text,
	"city" text,
	"region" text,
	"country" text,
	"postcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"fullname" text NOT NULL,
	"email" text,
	"mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "customers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_billing_idx" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."type" = 'BILLING';--> statement-breakpoint
CREATE UNIQUE INDEX "customers_account_mobile_idx" ON "customers" USING btree ("account_id","mobile") WHERE "customers"."mobile" IS NOT NULL AND "customers"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_account_fullname_idx" ON "customers" USING btree ("account_id","fullname" COLLATE "und-x-icu","id") WHERE "customers"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_account_created_idx" ON "customers" USING btree ("account_id","created_at","id") WHERE "customers"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_account_email_idx" ON "customers" USING btree ("account_id","email","id") WHERE "customers"."deleted_at" IS NULL;