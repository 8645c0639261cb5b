-- +goose Up
-- A catalogue import is written in short steps, one transaction each, so a
-- large file doesn't hold up every other writer. Each step records in
-- product_import_steps, in its own transaction, how to take it back (the
-- products it added, and each change with the product before and after), so
-- an import that fails, or a server that stops, midway leaves nothing: the
-- steps are taken back, by the import itself or by the server at its next
-- start. product_imports.done turns 1 in the step that finishes the import.
CREATE TABLE product_imports (
    id   TEXT PRIMARY KEY,
    done INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE product_import_steps (
    import_id TEXT NOT NULL,
    step      INTEGER NOT NULL,
    undo      TEXT NOT NULL,
    PRIMARY KEY (import_id, step)
) STRICT;

-- The audit entries an import's steps wrote: while the import is not done
-- they are taken back with it, so the append-only rule lets them go.
CREATE TABLE product_import_audit (
    audit_id  TEXT PRIMARY KEY,
    import_id TEXT NOT NULL
) STRICT;
CREATE INDEX product_import_audit_import ON product_import_audit (import_id);

DROP TRIGGER audit_log_no_delete;
-- +goose StatementBegin
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
WHEN NOT EXISTS (SELECT 1 FROM product_import_audit a JOIN product_imports i ON i.id = a.import_id
                 WHERE a.audit_id = old.id AND i.done = 0)
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER audit_log_no_delete;
-- +goose StatementBegin
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END;
-- +goose StatementEnd
DROP INDEX product_import_audit_import;
DROP TABLE product_import_audit;
DROP TABLE product_import_steps;
DROP TABLE product_imports;
