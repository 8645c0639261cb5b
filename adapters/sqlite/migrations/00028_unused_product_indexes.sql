-- +goose Up
-- Products are no longer listed or sorted by brand, price or date in SQL:
-- the catalogue index (adapters/searchindex) answers every search and sort
-- in process. Their indexes only cost each write of a product, most of all
-- an import, where the price index takes every row at a random place.
DROP INDEX products_brand;
DROP INDEX products_price;
DROP INDEX products_created;

-- +goose Down
CREATE INDEX products_brand ON products (brand COLLATE NOCASE);
CREATE INDEX products_price ON products (price_cents, id);
CREATE INDEX products_created ON products (created_at DESC, id);
