CREATE TABLE "account_defaults_pending" (
	"account_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_defaults_pending" ADD CONSTRAINT "account_defaults_pending_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every account existing now predates the issue-5 sign-up defaults (statuses, taxes, catalogue)
-- or the issue-4 ones (equipment types): the boot backfill completes them once.
INSERT INTO "account_defaults_pending" ("account_id") SELECT "id" FROM "accounts";
