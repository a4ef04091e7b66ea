CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Pictures are JPEG or PNG, compressed already: stored out of line without another compression pass.
ALTER TABLE "stored_files" ALTER COLUMN "body" SET STORAGE EXTERNAL;
