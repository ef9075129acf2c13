CREATE TABLE "home_drafts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"layout" jsonb,
	"saved_at" timestamp with time zone,
	"publish_at" timestamp with time zone,
	"scheduled_by" uuid
);
--> statement-breakpoint
-- The one row every write locks (the home page has one layout).
INSERT INTO "home_drafts" ("id") VALUES (1) ON CONFLICT DO NOTHING;
