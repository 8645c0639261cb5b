-- +goose Up
-- When an order's money arrived, in ms (0: unpaid). An invoice-terms order
-- may ship before its transfer, so the status no longer says whether it is
-- paid. Orders paid before this read it from their history's first "paid".
ALTER TABLE bookings ADD COLUMN paid_at INTEGER NOT NULL DEFAULT 0;
UPDATE bookings SET paid_at = COALESCE((
    SELECT json_extract(h.value, '$.at') FROM json_each(bookings.history) AS h
    WHERE json_extract(h.value, '$.status') = 'paid' ORDER BY CAST(h.key AS INTEGER) LIMIT 1), 0);

-- An order's refunds, a JSON array of {id, at, amountCents, taxCents, reason,
-- lines: [{productId, quantity, amountCents}], creditNoteNumber, creditedAt,
-- status, by, returnId}, oldest first. An order refunded whole before this
-- has none: its credit note is the booking's own credit_note_number.
ALTER TABLE bookings ADD COLUMN refunds TEXT NOT NULL DEFAULT '[]';

-- +goose Down
ALTER TABLE bookings DROP COLUMN refunds;
ALTER TABLE bookings DROP COLUMN paid_at;
