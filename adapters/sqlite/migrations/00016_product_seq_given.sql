-- +goose Up
-- An INSERT may give a product its change-feed number itself (the next
-- one, read from product_sequence in the same statement), as the catalogue
-- import does: the trigger still takes the number, and rewrites the row
-- only when it holds another. Before, every inserted row was written twice
-- (the second time with secure_delete zeroing the first), and its entry in
-- the seq index moved, which was most of a 100,000-row import's cost in
-- SQLite. An INSERT that gives no number (0) is numbered as before.
DROP TRIGGER products_seq_insert;
-- +goose StatementBegin
CREATE TRIGGER products_seq_insert AFTER INSERT ON products
BEGIN
    UPDATE product_sequence SET seq = seq + 1;
    UPDATE products SET seq = (SELECT seq FROM product_sequence)
        WHERE rowid = new.rowid AND new.seq <> (SELECT seq FROM product_sequence);
    DELETE FROM product_tombstones WHERE product_id = new.id;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER products_seq_insert;
-- +goose StatementBegin
CREATE TRIGGER products_seq_insert AFTER INSERT ON products
BEGIN
    UPDATE product_sequence SET seq = seq + 1;
    UPDATE products SET seq = (SELECT seq FROM product_sequence) WHERE rowid = new.rowid;
    DELETE FROM product_tombstones WHERE product_id = new.id;
END;
-- +goose StatementEnd
