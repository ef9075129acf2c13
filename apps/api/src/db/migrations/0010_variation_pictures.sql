ALTER TABLE "product_pictures" ADD COLUMN "variation_id" integer;--> statement-breakpoint
-- The unique key first: the foreign key below references it.
ALTER TABLE "variations" ADD CONSTRAINT "variations_product_id_key" UNIQUE("product_id","id");--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_variation_fk" FOREIGN KEY ("product_id","variation_id") REFERENCES "public"."variations"("product_id","id") ON DELETE cascade ON UPDATE no action;
