CREATE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "variations_sku_lower_idx" ON "variations" USING btree (lower("sku"));