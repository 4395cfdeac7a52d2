CREATE TABLE "invoice_counters" (
	"seller_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_seller_id_financial_year_pk" PRIMARY KEY("seller_id","financial_year")
);
--> statement-breakpoint
ALTER TABLE "order_parts" DROP CONSTRAINT "order_parts_invoice_number_unique";--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "invoice_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_parts_seller_invoice_idx" ON "order_parts" USING btree ("seller_id","invoice_number");