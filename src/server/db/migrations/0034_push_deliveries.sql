ALTER TABLE "push_outbox" RENAME TO "push_deliveries";--> statement-breakpoint
ALTER TABLE "push_deliveries" RENAME CONSTRAINT "push_outbox_pkey" TO "push_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "push_deliveries" RENAME CONSTRAINT "push_outbox_event_key_unique" TO "push_deliveries_event_key_unique";--> statement-breakpoint
ALTER TABLE "push_deliveries" RENAME CONSTRAINT "push_outbox_customer_id_customers_id_fk" TO "push_deliveries_customer_id_customers_id_fk";--> statement-breakpoint
ALTER INDEX "push_outbox_due_idx" RENAME TO "push_deliveries_due_idx";--> statement-breakpoint
ALTER INDEX "push_outbox_conversation_idx" RENAME TO "push_deliveries_conversation_idx";--> statement-breakpoint
-- For one release: instances of the previous one, still serving during a rolling restart, queue
-- and send through the old name (a simple view, so PostgreSQL writes through it). The next
-- release's migration drops it.
CREATE VIEW "push_outbox" AS SELECT * FROM "push_deliveries";
