-- +goose Up
-- The admin audit log: one row per admin change, written in the same
-- transaction as the change and never updated or deleted. before_json and
-- after_json hold the changed fields as a JSON object, NULL when absent.
-- at is unix ms; rows of one instant list newest first by rowid.
CREATE TABLE audit_log (
    id          TEXT PRIMARY KEY,
    at          INTEGER NOT NULL,
    actor       TEXT NOT NULL,
    action      TEXT NOT NULL,
    target      TEXT NOT NULL,
    before_json TEXT,
    after_json  TEXT
) STRICT;
CREATE INDEX audit_log_at ON audit_log (at DESC);
CREATE INDEX audit_log_actor ON audit_log (actor, at DESC);
CREATE INDEX audit_log_action ON audit_log (action, at DESC);

-- +goose StatementBegin
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END;
-- +goose StatementEnd

-- The order desk looks bookings up by buyer email and PO number.
CREATE INDEX bookings_user_email ON bookings (user_email COLLATE NOCASE);
CREATE INDEX bookings_po_number ON bookings (po_number COLLATE NOCASE) WHERE po_number <> '';

-- +goose Down
DROP INDEX bookings_po_number;
DROP INDEX bookings_user_email;
DROP TRIGGER audit_log_no_delete;
DROP TRIGGER audit_log_no_update;
DROP TABLE audit_log;
