CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "trial_ends_at" timestamp with time zone DEFAULT now() + interval '30 days';--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_stripe_customer_idx" ON "accounts" USING btree ("stripe_customer_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_package_name_check" CHECK ("accounts"."package_name" in ('TRIAL', 'basic', 'clever', 'genius'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_trial_check" CHECK ("accounts"."is_trial" = ("accounts"."package_name" = 'TRIAL'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_trial_end_check" CHECK ("accounts"."package_name" <> 'TRIAL' or "accounts"."trial_ends_at" is not null);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_period_check" CHECK ("accounts"."period_end" is null or "accounts"."period_start" < "accounts"."period_end");