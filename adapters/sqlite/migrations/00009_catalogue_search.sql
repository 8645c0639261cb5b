-- +goose Up
-- Categories, product specs and word search.
--
-- products.attributes is the product's specs as a JSON object, read with the
-- product. Searching, filtering and facet counting never touch the wide
-- products table: they run on product_search, one narrow row per product
-- under a stable integer id (products' own rowid may change on VACUUM, since
-- products has a TEXT primary key), on product_attributes, the spec pairs
-- keyed by that id with the category copied in, and on products_fts, the
-- searched text under the same id. Indexes are shaped for the filters and
-- facet GROUP BYs, so those are index-only scans and integer joins.
-- catalogue_counts and attribute_counts hold the product counts per
-- category and brand, and per category and spec value, for the storefront's
-- commonest view: a category without other filters. Triggers keep all of it
-- in step with products, whichever statement writes it.
--
-- The tokenizer splits text like domain.SearchWords: letters and digits
-- make words, everything else ('-', '_', '.', '/' included) separates them,
-- and case folds but diacritics stay.
ALTER TABLE products ADD COLUMN category TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN attributes TEXT NOT NULL DEFAULT '{}';

CREATE TABLE categories (
    slug       TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    parent     TEXT NOT NULL DEFAULT '',
    position   INTEGER NOT NULL,
    attributes TEXT NOT NULL DEFAULT '[]'
) STRICT;

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

-- +goose Down
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
DROP TABLE categories;
ALTER TABLE products DROP COLUMN attributes;
ALTER TABLE products DROP COLUMN category;
