CREATE TABLE "instance_secrets" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"fingerprints" jsonb NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "instance_secrets_heartbeat_idx" ON "instance_secrets" USING btree ("heartbeat_at");