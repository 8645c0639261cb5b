-- +goose Up
-- An offer can answer the buyer in words and say about how many days after
-- ordering it ships (NULL when it doesn't say). A line's offered quantity,
-- when the shop changed it, is offeredQuantity in the quotes.lines JSON.
ALTER TABLE quotes ADD COLUMN reply TEXT NOT NULL DEFAULT '';
ALTER TABLE quotes ADD COLUMN lead_time_days INTEGER;

-- +goose Down
ALTER TABLE quotes DROP COLUMN lead_time_days;
ALTER TABLE quotes DROP COLUMN reply;
