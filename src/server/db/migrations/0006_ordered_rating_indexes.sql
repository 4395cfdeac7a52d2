DROP INDEX "products_category_rating_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_rating_idx";--> statement-breakpoint
DROP INDEX "products_seller_rating_idx";--> statement-breakpoint
DROP INDEX "products_sponsored_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_discount_idx";--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_subcategory_rating_idx" ON "products" USING btree ("subcategory_id","rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_seller_rating_idx" ON "products" USING btree ("seller_id","rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_sponsored_idx" ON "products" USING btree ("category_id","rating" DESC NULLS FIRST,"id") WHERE "products"."is_sponsored";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("discounted_price","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount" DESC NULLS FIRST,"id");