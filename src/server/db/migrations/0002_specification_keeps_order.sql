ALTER TABLE "variations" ALTER COLUMN "specification" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "variations" ALTER COLUMN "specification" SET DEFAULT '{}'::json;