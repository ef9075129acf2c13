CREATE TABLE "contact_recipients" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "seo_title" jsonb DEFAULT '{"en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "seo_description" jsonb DEFAULT '{"en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "draft_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "scheduled_by" uuid;--> statement-breakpoint
CREATE INDEX "static_pages_publish_at_idx" ON "static_pages" USING btree ("publish_at") WHERE "static_pages"."publish_at" IS NOT NULL;--> statement-breakpoint
-- Bodies were plain text (paragraphs between blank lines, "## " starting a heading); they are
-- HTML from now on. Each block becomes an <h2> or a <p>, its text escaped, its line breaks <br>.
UPDATE "static_pages" AS p SET "body" = (
  SELECT jsonb_object_agg(e.key, coalesce((
    SELECT string_agg(
      CASE WHEN c.chunk ~ '^\s*##\s'
        THEN '<h2>' || replace(replace(replace(btrim(regexp_replace(c.chunk, '^\s*##\s+', ''), E' \n\t'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</h2>'
        ELSE '<p>' || replace(replace(replace(replace(btrim(c.chunk, E' \n\t'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), chr(10), '<br>') || '</p>'
      END, '' ORDER BY c.n)
    FROM regexp_split_to_table(e.value, '\n\s*\n') WITH ORDINALITY AS c(chunk, n)
    WHERE btrim(c.chunk, E' \n\t') <> ''), ''))
  FROM jsonb_each_text(p."body") AS e
);
