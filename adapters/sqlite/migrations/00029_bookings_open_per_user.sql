-- +goose Up
-- Placing an order counts the buyer's unpaid orders (the open-order limit).
-- With only bookings_user (user, date) and bookings_status (status, date)
-- to choose from, SQLite took bookings_status and visited every unpaid order
-- in the shop for each new one: over half the CPU of 200 buyers ordering at
-- once. This index answers the count from the index alone.
CREATE INDEX bookings_user_status ON bookings (user_id, status);

-- +goose Down
DROP INDEX bookings_user_status;
