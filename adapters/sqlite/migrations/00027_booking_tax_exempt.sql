-- +goose Up
-- Whether the buyer was tax-exempt when the order was priced, so its pages,
-- invoice and mails can say why no tax was charged. Orders placed before
-- read 0: no reason recorded ("none charged").
ALTER TABLE bookings ADD COLUMN tax_exempt INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE bookings DROP COLUMN tax_exempt;
