-- +goose Up
-- A user's session epoch goes up each time they are signed out everywhere
-- (a password reset, or proving an address listed in PALLET_ADMIN_EMAILS).
-- A session keeps the epoch read with the password it was made for, and is
-- dead once the user's epoch has moved on, even if it was stored late.
-- Existing rows start at 0 on both sides, so existing sessions stay live.
ALTER TABLE passwords ADD COLUMN session_epoch INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE sessions DROP COLUMN epoch;
ALTER TABLE passwords DROP COLUMN session_epoch;
