-- +goose Up
-- Each upload keeps the client address it came from (an IPv6 client's /64),
-- so the daily upload quota holds per address as well as per account.
-- Uploads recorded before have none and count for no address.
ALTER TABLE uploads ADD COLUMN client_address TEXT NOT NULL DEFAULT '';
CREATE INDEX uploads_client_address ON uploads (client_address, created_at);

-- +goose Down
DROP INDEX uploads_client_address;
ALTER TABLE uploads DROP COLUMN client_address;
