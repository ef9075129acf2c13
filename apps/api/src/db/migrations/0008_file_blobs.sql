-- Uploads an instance stored on its own disk (DATA_DIR/files) before this migration are copied in
-- when that instance starts (modules/files/disk-import.ts): SQL cannot read the disk.
CREATE TABLE "file_blobs" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_blobs" ADD CONSTRAINT "file_blobs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
