DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","discounted_price","id","rating");--> statement-breakpoint
CREATE INDEX "products_subcategory_price_idx" ON "products" USING btree ("subcategory_id","discounted_price","id","rating");