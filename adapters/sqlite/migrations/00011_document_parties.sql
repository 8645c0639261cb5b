-- +goose Up
-- Who an order's invoice and credit note print (seller and buyer), as a
-- JSON object recorded with the invoice's number; '' for an order not yet
-- invoiced, or invoiced before this: those are recorded at their next
-- rendering, from the profile and settings of that moment.
ALTER TABLE bookings ADD COLUMN parties TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE bookings DROP COLUMN parties;
