-- +goose Up
-- Returns (RMA) live in their booking: bookings.returns is a JSON array of
-- {id, number, status, lines, reason, instructions, rejectionReason,
-- restocked, warehouse, refundId, creditNoteNumber, history, createdAt}.
-- booking_returns indexes them for finding one by id and listing them
-- across bookings; it is rewritten with the booking in the same transaction.
ALTER TABLE bookings ADD COLUMN returns TEXT NOT NULL DEFAULT '[]';

CREATE TABLE booking_returns (
    return_id        TEXT PRIMARY KEY,
    booking_id       TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    return_number    TEXT NOT NULL UNIQUE,
    return_status    TEXT NOT NULL,
    buyer_id         TEXT NOT NULL,
    buyer_company_id TEXT NOT NULL DEFAULT '',
    requested_at     INTEGER NOT NULL
) STRICT;
CREATE INDEX booking_returns_booking ON booking_returns (booking_id);
CREATE INDEX booking_returns_buyer ON booking_returns (buyer_id, requested_at DESC);
CREATE INDEX booking_returns_company ON booking_returns (buyer_company_id, requested_at DESC);
CREATE INDEX booking_returns_status ON booking_returns (return_status, requested_at DESC);

-- +goose Down
DROP TABLE booking_returns;
ALTER TABLE bookings DROP COLUMN returns;
