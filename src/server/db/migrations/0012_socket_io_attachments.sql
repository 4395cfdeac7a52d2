-- Socket.IO's PostgreSQL adapter (realtime/chat-socket.ts) sends events between instances with
-- NOTIFY; an event over NOTIFY's 8,000-byte limit travels through this table (the adapter's own
-- name and shape; it deletes rows older than 30 seconds). Unused on PGlite.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
