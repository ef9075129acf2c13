DROP INDEX "product_search_terms_product_idx";--> statement-breakpoint
CREATE INDEX "products_browse_idx" ON "products" USING btree (("active_qty" > 0) desc,"created_at" DESC NULLS LAST,"id") WHERE "products"."published";--> statement-breakpoint
CREATE INDEX "products_browse_price_idx" ON "products" USING btree (("active_qty" > 0) desc,"price","id") WHERE "products"."published";--> statement-breakpoint
CREATE INDEX "product_search_terms_product_idx" ON "product_search_terms" USING btree ("product_id","lang","term");