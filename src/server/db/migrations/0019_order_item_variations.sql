ALTER TABLE "order_items" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ram" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "storage" text;--> statement-breakpoint
-- Orders placed before kept only the size: their variation's other choices, as it is named now.
UPDATE "order_items" SET "color" = v."color", "ram" = v."ram", "storage" = v."storage"
FROM "variations" v WHERE v."id" = "order_items"."variation_id";
