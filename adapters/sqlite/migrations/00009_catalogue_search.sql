-- +goose Up
-- Categories, product specs and word search.
--
-- products.attributes is the product's specs as a JSON object, read with the
-- product; product_attributes is the same pairs, one row each, for filters
-- and facets. products_fts holds the searched text under a stable integer
-- key from product_search_keys: products' own rowid may change on VACUUM,
-- since products has a TEXT primary key. Triggers keep all three in step
-- with products, whichever statement writes it.
--
-- The tokenizer splits text like domain.SearchWords: letters and digits
-- make words, everything else ('-', '_', '.', '/' included) separates them,
-- and case folds but diacritics stay.
ALTER TABLE products ADD COLUMN category TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN attributes TEXT NOT NULL DEFAULT '{}';
CREATE INDEX products_category ON products (category, created_at DESC, id);

CREATE TABLE categories (
    slug       TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    parent     TEXT NOT NULL DEFAULT '',
    position   INTEGER NOT NULL,
    attributes TEXT NOT NULL DEFAULT '[]'
) STRICT;

CREATE TABLE product_attributes (
    product_id TEXT NOT NULL,
    key        TEXT NOT NULL,
    value      TEXT NOT NULL,
    PRIMARY KEY (product_id, key)
) STRICT, WITHOUT ROWID;
CREATE INDEX product_attributes_value ON product_attributes (key, value, product_id);

CREATE TABLE product_search_keys (
    key        INTEGER PRIMARY KEY,
    product_id TEXT NOT NULL UNIQUE
) STRICT;

CREATE VIRTUAL TABLE products_fts USING fts5 (
    name, brand, sku, descriptions,
    tokenize = 'unicode61 remove_diacritics 0'
);

INSERT INTO product_search_keys (product_id) SELECT id FROM products ORDER BY created_at, id;
INSERT INTO products_fts (rowid, name, brand, sku, descriptions)
    SELECT k.key, p.name, p.brand, p.sku, p.descriptions FROM products p JOIN product_search_keys k ON k.product_id = p.id;

-- +goose StatementBegin
CREATE TRIGGER products_search_insert AFTER INSERT ON products
BEGIN
    INSERT INTO product_search_keys (product_id) VALUES (new.id);
    INSERT INTO products_fts (rowid, name, brand, sku, descriptions)
        SELECT key, new.name, new.brand, new.sku, new.descriptions FROM product_search_keys WHERE product_id = new.id;
    INSERT INTO product_attributes (product_id, key, value)
        SELECT new.id, key, value FROM json_each(new.attributes);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_search_update AFTER UPDATE OF name, brand, sku, descriptions ON products
WHEN old.name IS NOT new.name OR old.brand IS NOT new.brand OR old.sku IS NOT new.sku
    OR old.descriptions IS NOT new.descriptions
BEGIN
    UPDATE products_fts SET name = new.name, brand = new.brand, sku = new.sku, descriptions = new.descriptions
        WHERE rowid = (SELECT key FROM product_search_keys WHERE product_id = new.id);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_attributes_update AFTER UPDATE OF attributes ON products
WHEN old.attributes IS NOT new.attributes
BEGIN
    DELETE FROM product_attributes WHERE product_id = new.id;
    INSERT INTO product_attributes (product_id, key, value)
        SELECT new.id, key, value FROM json_each(new.attributes);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_search_delete AFTER DELETE ON products
BEGIN
    DELETE FROM products_fts WHERE rowid = (SELECT key FROM product_search_keys WHERE product_id = old.id);
    DELETE FROM product_search_keys WHERE product_id = old.id;
    DELETE FROM product_attributes WHERE product_id = old.id;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER products_search_delete;
DROP TRIGGER products_attributes_update;
DROP TRIGGER products_search_update;
DROP TRIGGER products_search_insert;
DROP TABLE products_fts;
DROP TABLE product_search_keys;
DROP TABLE product_attributes;
DROP TABLE categories;
DROP INDEX products_category;
ALTER TABLE products DROP COLUMN attributes;
ALTER TABLE products DROP COLUMN category;
