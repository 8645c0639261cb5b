-- +goose Up
-- Every product has a part number, unique whatever its case (part numbers
-- are ASCII, so NOCASE is enough). Products from before part numbers get
-- 'PLT-' and their upper-cased id, unique because ids are.
ALTER TABLE products ADD COLUMN sku TEXT NOT NULL DEFAULT '' COLLATE NOCASE;
UPDATE products SET sku = 'PLT-' || upper(id);
CREATE UNIQUE INDEX products_sku ON products (sku COLLATE NOCASE);
-- Volume prices, a JSON array sorted by quantity: [{minQuantity, unitPriceCents}].
ALTER TABLE products ADD COLUMN price_breaks TEXT NOT NULL DEFAULT '[]';

-- The accepted quote an order came from, if any.
ALTER TABLE bookings ADD COLUMN quote_id TEXT NOT NULL DEFAULT '';

-- Requests for quote and their offers. lines and history are JSON arrays;
-- valid_until is 0 until the quote is offered.
CREATE TABLE quotes (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL,
    user_email  TEXT NOT NULL,
    status      TEXT NOT NULL,
    lines       TEXT NOT NULL,
    note        TEXT NOT NULL,
    valid_until INTEGER NOT NULL,
    booking_id  TEXT NOT NULL,
    history     TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
) STRICT;
CREATE INDEX quotes_user ON quotes (user_id, created_at DESC, id);
CREATE INDEX quotes_status ON quotes (status, created_at DESC, id);
CREATE INDEX quotes_created ON quotes (created_at DESC, id);

-- +goose Down
DROP TABLE quotes;
ALTER TABLE bookings DROP COLUMN quote_id;
ALTER TABLE products DROP COLUMN price_breaks;
DROP INDEX products_sku;
ALTER TABLE products DROP COLUMN sku;
