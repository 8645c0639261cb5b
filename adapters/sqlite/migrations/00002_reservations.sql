-- +goose Up
-- expires_at is when an unpaid booking's reservation runs out, in unix ms;
-- 0 means it never does. The partial index serves the expiry sweep only.
ALTER TABLE bookings ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0;
-- Orders left unpaid before reservations existed get the default 48 hours from
-- when they were placed, so none holds its stock forever.
UPDATE bookings SET expires_at = created_at + 172800000 WHERE status = 'unpaid';
CREATE INDEX bookings_expiry ON bookings (status, expires_at) WHERE expires_at > 0;

-- +goose Down
DROP INDEX bookings_expiry;
ALTER TABLE bookings DROP COLUMN expires_at;
