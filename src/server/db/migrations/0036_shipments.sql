CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"status" text NOT NULL,
	"scan_at" timestamp with time zone NOT NULL,
	"detail" text,
	"applied" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_part_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"awb" text NOT NULL,
	"courier" text NOT NULL,
	"tracking_url" text,
	"label_url" text,
	"expected_by" date,
	"status" text NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_part_id_order_parts_id_fk" FOREIGN KEY ("order_part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_shipment_event_idx" ON "shipment_events" USING btree ("shipment_id","event_id");--> statement-breakpoint
CREATE INDEX "shipments_order_part_idx" ON "shipments" USING btree ("order_part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_provider_awb_idx" ON "shipments" USING btree ("provider","awb");