CREATE TABLE "chat_image_bytes" (
	"image_id" uuid PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_image_bytes" ADD CONSTRAINT "chat_image_bytes_image_id_chat_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."chat_images"("id") ON DELETE cascade ON UPDATE no action;