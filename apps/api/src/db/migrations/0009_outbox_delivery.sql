ALTER TABLE "outbox_messages" ADD COLUMN "status" text DEFAULT 'held' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Messages recorded before the job queue: sent ones say so, failed ones too; the rest stay held.
UPDATE "outbox_messages" SET "status" = CASE
  WHEN "sent_at" IS NOT NULL THEN 'sent'
  WHEN "error" IS NOT NULL THEN 'failed'
  ELSE 'held'
END, "attempts" = CASE WHEN "sent_at" IS NOT NULL OR "error" IS NOT NULL THEN 1 ELSE 0 END;
