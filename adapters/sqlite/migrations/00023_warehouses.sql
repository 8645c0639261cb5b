-- +goose Up
-- Stock in several warehouses. Every store starts with "main", lead time 0.
-- products.stock stays the sum of a product's warehouses; stock_by_warehouse
-- holds them as a JSON object {"main":120,"north":40} without zero entries,
-- and '' when every piece is in main, which is how every product reads
-- after this upgrade. A booking line's JSON gains allocations (where its
-- pieces came from; absent: all from main) and backorderedQuantity.
CREATE TABLE warehouses (
    code           TEXT PRIMARY KEY,
    name           TEXT NOT NULL,
    address        TEXT NOT NULL DEFAULT '',
    lead_time_days INTEGER NOT NULL DEFAULT 0,
    position       INTEGER NOT NULL DEFAULT 0
) STRICT;
INSERT INTO warehouses (code, name) VALUES ('main', 'Main warehouse');

ALTER TABLE products ADD COLUMN stock_by_warehouse TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN backorderable INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN restock_days INTEGER NOT NULL DEFAULT 0;

-- A booking's shipments, a JSON array of {id, at, carrier, trackingNumber, lines}.
ALTER TABLE bookings ADD COLUMN shipments TEXT NOT NULL DEFAULT '[]';

-- +goose Down
ALTER TABLE bookings DROP COLUMN shipments;
ALTER TABLE products DROP COLUMN restock_days;
ALTER TABLE products DROP COLUMN backorderable;
ALTER TABLE products DROP COLUMN stock_by_warehouse;
DROP TABLE warehouses;
