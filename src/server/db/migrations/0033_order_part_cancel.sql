ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_provider_payment_id_unique";--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "order_part_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_part_id_order_parts_id_fk" FOREIGN KEY ("order_part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key");