CREATE TABLE "static_page_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "address" jsonb;--> statement-breakpoint
-- Pages made before had only an id: each gets an English address from its English title
-- (letters and digits, hyphens between), or page-<id> when that is empty, only digits or
-- already another page's; the Arabic one is left to the owner (until then, the English one).
WITH made AS (
  SELECT "id", btrim(regexp_replace(lower("title"->>'en'), '[^a-z0-9]+', '-', 'g'), '-') AS "slug"
  FROM "static_pages"
), ranked AS (
  SELECT "id", "slug", row_number() OVER (PARTITION BY "slug" ORDER BY "id") AS "n" FROM made
)
UPDATE "static_pages" AS p
SET "address" = jsonb_build_object('en', CASE
  WHEN r."slug" = '' OR r."slug" ~ '^[0-9]+$' OR r."n" > 1 THEN 'page-' || p."id"
  ELSE left(r."slug", 80) END)
FROM ranked AS r WHERE r."id" = p."id";--> statement-breakpoint
ALTER TABLE "static_pages" ALTER COLUMN "address" SET NOT NULL;--> statement-breakpoint
INSERT INTO "static_page_addresses" ("address", "page_id")
SELECT "address"->>'en', "id" FROM "static_pages" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "static_page_addresses" ADD CONSTRAINT "static_page_addresses_page_id_static_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."static_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "static_page_addresses_page_id_idx" ON "static_page_addresses" USING btree ("page_id");
