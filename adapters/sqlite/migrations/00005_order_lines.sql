-- +goose Up
-- A booking holds several lines, kept as a JSON array in product-id order:
-- [{productId, sku, productName, quantity, unitPriceCents, lineTotalCents}].
-- The one-product columns stay as the booking's summary.
ALTER TABLE bookings ADD COLUMN lines TEXT NOT NULL DEFAULT '[]';
ALTER TABLE bookings ADD COLUMN subtotal_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN tax_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN po_number TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN payment_method TEXT NOT NULL DEFAULT 'card';
-- Every order placed before lines existed becomes a one-line order, so none
-- loses what it bought or the stock it gives back.
UPDATE bookings SET
    lines = json_array(json_object(
        'productId', product_id, 'sku', '', 'productName', product_name, 'quantity', quantity,
        'unitPriceCents', unit_price_cents, 'lineTotalCents', total_price_cents)),
    subtotal_cents = total_price_cents;

-- A signed-in buyer's cart, one row per product, listed in the order added.
CREATE TABLE cart_lines (
    user_id    TEXT NOT NULL,
    product_id TEXT NOT NULL,
    quantity   INTEGER NOT NULL,
    added_at   INTEGER NOT NULL,
    PRIMARY KEY (user_id, product_id)
) STRICT;
CREATE INDEX cart_lines_user ON cart_lines (user_id, added_at);

-- +goose Down
DROP TABLE cart_lines;
ALTER TABLE bookings DROP COLUMN payment_method;
ALTER TABLE bookings DROP COLUMN note;
ALTER TABLE bookings DROP COLUMN po_number;
ALTER TABLE bookings DROP COLUMN tax_cents;
ALTER TABLE bookings DROP COLUMN subtotal_cents;
ALTER TABLE bookings DROP COLUMN lines;
