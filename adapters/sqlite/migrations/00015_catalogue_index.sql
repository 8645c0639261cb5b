-- +goose Up
-- Search moved out of the store into the in-process catalogue index
-- (adapters/searchindex): the full-text table, the narrow search rows, the
-- spec pairs and the count tables go, with the triggers that kept them.
--
-- In their place, the change feed the index follows: every write to a
-- product (an edit, an import row, a stock change from an order) takes the
-- next number from product_sequence into products.seq, and a delete leaves
-- a tombstone with its number, all by trigger in the writing transaction,
-- whichever statement writes. Writers take turns on the one file, so
-- numbers commit in order and a reader that asks for seq > n misses nothing.
DROP TRIGGER products_search_delete;
DROP TRIGGER products_attributes_update;
DROP TRIGGER products_search_text_update;
DROP TRIGGER products_search_row_update;
DROP TRIGGER products_search_insert;
DROP TABLE products_fts;
DROP TABLE attribute_counts;
DROP TABLE catalogue_counts;
DROP TABLE product_attributes;
DROP TABLE product_search;

CREATE INDEX products_category ON products (category);

ALTER TABLE products ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
UPDATE products SET seq = rowid;
CREATE INDEX products_seq ON products (seq);

CREATE TABLE product_sequence (
    id  INTEGER PRIMARY KEY CHECK (id = 1),
    seq INTEGER NOT NULL
) STRICT;
INSERT INTO product_sequence (id, seq) SELECT 1, coalesce(max(seq), 0) FROM products;

CREATE TABLE product_tombstones (
    product_id TEXT PRIMARY KEY,
    seq        INTEGER NOT NULL
) STRICT;
CREATE INDEX product_tombstones_seq ON product_tombstones (seq);

-- +goose StatementBegin
CREATE TRIGGER products_seq_insert AFTER INSERT ON products
BEGIN
    UPDATE product_sequence SET seq = seq + 1;
    UPDATE products SET seq = (SELECT seq FROM product_sequence) WHERE rowid = new.rowid;
    DELETE FROM product_tombstones WHERE product_id = new.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_seq_update AFTER UPDATE ON products WHEN new.seq = old.seq
BEGIN
    UPDATE product_sequence SET seq = seq + 1;
    UPDATE products SET seq = (SELECT seq FROM product_sequence) WHERE rowid = new.rowid;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_seq_delete AFTER DELETE ON products
BEGIN
    UPDATE product_sequence SET seq = seq + 1;
    INSERT INTO product_tombstones (product_id, seq) VALUES (old.id, (SELECT seq FROM product_sequence))
        ON CONFLICT (product_id) DO UPDATE SET seq = excluded.seq;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER products_seq_delete;
DROP TRIGGER products_seq_update;
DROP TRIGGER products_seq_insert;
DROP TABLE product_tombstones;
DROP TABLE product_sequence;
DROP INDEX products_seq;
ALTER TABLE products DROP COLUMN seq;
DROP INDEX products_category;

CREATE TABLE product_search (
    id          INTEGER PRIMARY KEY,
    product_id  TEXT NOT NULL UNIQUE,
    category    TEXT NOT NULL,
    brand       TEXT NOT NULL,
    price_cents INTEGER NOT NULL,
    orderable   INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
) STRICT;
CREATE INDEX product_search_newest ON product_search (category, created_at DESC, product_id);
CREATE INDEX product_search_price ON product_search (category, price_cents, product_id);
CREATE INDEX product_search_brand ON product_search (category, brand);
CREATE INDEX product_search_brand_name ON product_search (brand COLLATE NOCASE);
CREATE INDEX product_search_all_newest ON product_search (created_at DESC, product_id);
CREATE INDEX product_search_all_price ON product_search (price_cents, product_id);

CREATE TABLE product_attributes (
    sid      INTEGER NOT NULL,
    key      TEXT NOT NULL,
    value    TEXT NOT NULL,
    category TEXT NOT NULL,
    PRIMARY KEY (sid, key)
) STRICT, WITHOUT ROWID;
CREATE INDEX product_attributes_value ON product_attributes (key, value, sid);
CREATE INDEX product_attributes_facet ON product_attributes (category, key, value, sid);

CREATE TABLE catalogue_counts (
    category TEXT NOT NULL,
    brand    TEXT NOT NULL,
    n        INTEGER NOT NULL,
    PRIMARY KEY (category, brand)
) STRICT, WITHOUT ROWID;

CREATE TABLE attribute_counts (
    category TEXT NOT NULL,
    key      TEXT NOT NULL,
    value    TEXT NOT NULL,
    n        INTEGER NOT NULL,
    PRIMARY KEY (category, key, value)
) STRICT, WITHOUT ROWID;

CREATE VIRTUAL TABLE products_fts USING fts5 (
    name, brand, sku, descriptions,
    tokenize = 'unicode61 remove_diacritics 0'
);

-- +goose StatementBegin
CREATE TRIGGER catalogue_counts_insert AFTER INSERT ON product_search
BEGIN
    INSERT INTO catalogue_counts (category, brand, n) VALUES (new.category, new.brand, 1)
        ON CONFLICT (category, brand) DO UPDATE SET n = n + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER catalogue_counts_update AFTER UPDATE OF category, brand ON product_search
WHEN old.category IS NOT new.category OR old.brand IS NOT new.brand
BEGIN
    UPDATE catalogue_counts SET n = n - 1 WHERE category = old.category AND brand = old.brand;
    DELETE FROM catalogue_counts WHERE category = old.category AND brand = old.brand AND n = 0;
    INSERT INTO catalogue_counts (category, brand, n) VALUES (new.category, new.brand, 1)
        ON CONFLICT (category, brand) DO UPDATE SET n = n + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER catalogue_counts_delete AFTER DELETE ON product_search
BEGIN
    UPDATE catalogue_counts SET n = n - 1 WHERE category = old.category AND brand = old.brand;
    DELETE FROM catalogue_counts WHERE category = old.category AND brand = old.brand AND n = 0;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER attribute_counts_insert AFTER INSERT ON product_attributes
BEGIN
    INSERT INTO attribute_counts (category, key, value, n) VALUES (new.category, new.key, new.value, 1)
        ON CONFLICT (category, key, value) DO UPDATE SET n = n + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER attribute_counts_delete AFTER DELETE ON product_attributes
BEGIN
    UPDATE attribute_counts SET n = n - 1 WHERE category = old.category AND key = old.key AND value = old.value;
    DELETE FROM attribute_counts WHERE category = old.category AND key = old.key AND value = old.value AND n = 0;
END;
-- +goose StatementEnd

INSERT INTO product_search (product_id, category, brand, price_cents, orderable, created_at)
    SELECT id, category, brand, price_cents, stock >= min_order_quantity, created_at FROM products ORDER BY created_at, id;
INSERT INTO products_fts (rowid, name, brand, sku, descriptions)
    SELECT s.id, p.name, p.brand, p.sku, p.descriptions FROM products p JOIN product_search s ON s.product_id = p.id;

-- +goose StatementBegin
CREATE TRIGGER products_search_insert AFTER INSERT ON products
BEGIN
    INSERT INTO product_search (product_id, category, brand, price_cents, orderable, created_at)
        VALUES (new.id, new.category, new.brand, new.price_cents, new.stock >= new.min_order_quantity, new.created_at);
    INSERT INTO products_fts (rowid, name, brand, sku, descriptions)
        SELECT id, new.name, new.brand, new.sku, new.descriptions FROM product_search WHERE product_id = new.id;
    INSERT INTO product_attributes (sid, key, value, category)
        SELECT s.id, j.key, j.value, new.category FROM product_search s, json_each(new.attributes) j WHERE s.product_id = new.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_search_row_update AFTER UPDATE OF category, brand, price_cents, stock, min_order_quantity, created_at ON products
WHEN old.category IS NOT new.category OR old.brand IS NOT new.brand OR old.price_cents IS NOT new.price_cents
    OR (old.stock >= old.min_order_quantity) IS NOT (new.stock >= new.min_order_quantity) OR old.created_at IS NOT new.created_at
BEGIN
    UPDATE product_search SET category = new.category, brand = new.brand, price_cents = new.price_cents,
        orderable = new.stock >= new.min_order_quantity, created_at = new.created_at
        WHERE product_id = new.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_search_text_update AFTER UPDATE OF name, brand, sku, descriptions ON products
WHEN old.name IS NOT new.name OR old.brand IS NOT new.brand OR old.sku IS NOT new.sku
    OR old.descriptions IS NOT new.descriptions
BEGIN
    UPDATE products_fts SET name = new.name, brand = new.brand, sku = new.sku, descriptions = new.descriptions
        WHERE rowid = (SELECT id FROM product_search WHERE product_id = new.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_attributes_update AFTER UPDATE OF attributes, category ON products
WHEN old.attributes IS NOT new.attributes OR old.category IS NOT new.category
BEGIN
    DELETE FROM product_attributes WHERE sid = (SELECT id FROM product_search WHERE product_id = new.id);
    INSERT INTO product_attributes (sid, key, value, category)
        SELECT s.id, j.key, j.value, new.category FROM product_search s, json_each(new.attributes) j WHERE s.product_id = new.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_search_delete AFTER DELETE ON products
BEGIN
    DELETE FROM products_fts WHERE rowid = (SELECT id FROM product_search WHERE product_id = old.id);
    DELETE FROM product_attributes WHERE sid = (SELECT id FROM product_search WHERE product_id = old.id);
    DELETE FROM product_search WHERE product_id = old.id;
END;
-- +goose StatementEnd

