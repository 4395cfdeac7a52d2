ALTER TABLE "categories" ADD COLUMN "localized_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "localized_descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "localized_names" jsonb DEFAULT '{}'::jsonb NOT NULL;