ALTER TABLE "orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refused_at_door_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cash_on_delivery" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "cash_on_delivery" boolean DEFAULT true NOT NULL;