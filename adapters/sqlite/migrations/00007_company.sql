-- +goose Up
-- Company accounts: a verified email, the company printed on invoices, and
-- the terms an admin grants (pay by invoice within net_days, tax exemption).
ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN company_name TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN company_vat_id TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN billing_address TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN invoice_terms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN net_days INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN tax_exempt INTEGER NOT NULL DEFAULT 0;

-- Low-stock alerts: 0 is "never"; low_stock_alerted remembers one crossing.
ALTER TABLE products ADD COLUMN low_stock_threshold INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN low_stock_alerted INTEGER NOT NULL DEFAULT 0;
CREATE INDEX products_low_stock ON products (low_stock_alerted) WHERE low_stock_threshold > 0;

-- Tax rate in hundredths of a percent, and the booking's documents. Times
-- are unix ms, 0 for "not yet".
ALTER TABLE bookings ADD COLUMN tax_rate INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN invoice_number TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN invoiced_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN due_date INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN paid_reference TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN credit_note_number TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN credited_at INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX bookings_invoice_number ON bookings (invoice_number) WHERE invoice_number <> '';

-- The last number given per kind of document (INV, CN) and year.
CREATE TABLE document_counters (
    kind TEXT NOT NULL,
    year INTEGER NOT NULL,
    last INTEGER NOT NULL,
    PRIMARY KEY (kind, year)
) STRICT;

CREATE TABLE addresses (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL,
    label      TEXT NOT NULL,
    address    TEXT NOT NULL,
    phone      TEXT NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX addresses_user ON addresses (user_id, created_at DESC, id);

-- Mail until it is sent. recipients is a JSON array of addresses,
-- attachments a JSON array of {kind, bookingId}; times are unix ms, 0 for
-- "not yet" (sent_at) or "not held" (claimed_until).
CREATE TABLE outbox (
    id              TEXT PRIMARY KEY,
    recipients      TEXT NOT NULL,
    subject         TEXT NOT NULL,
    text_body       TEXT NOT NULL,
    html_body       TEXT NOT NULL,
    attachments     TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    attempts        INTEGER NOT NULL,
    next_attempt_at INTEGER NOT NULL,
    claimed_until   INTEGER NOT NULL,
    sent_at         INTEGER NOT NULL,
    last_error      TEXT NOT NULL
) STRICT;
CREATE INDEX outbox_unsent ON outbox (created_at, id) WHERE sent_at = 0;

-- Single-use links (password reset, email verification), kept as hashes.
CREATE TABLE account_tokens (
    hash       TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL,
    purpose    TEXT NOT NULL,
    expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX account_tokens_user ON account_tokens (user_id);

-- +goose Down
DROP TABLE account_tokens;
DROP TABLE outbox;
DROP TABLE addresses;
DROP TABLE document_counters;
DROP INDEX bookings_invoice_number;
ALTER TABLE bookings DROP COLUMN credited_at;
ALTER TABLE bookings DROP COLUMN credit_note_number;
ALTER TABLE bookings DROP COLUMN paid_reference;
ALTER TABLE bookings DROP COLUMN due_date;
ALTER TABLE bookings DROP COLUMN invoiced_at;
ALTER TABLE bookings DROP COLUMN invoice_number;
ALTER TABLE bookings DROP COLUMN tax_rate;
DROP INDEX products_low_stock;
ALTER TABLE products DROP COLUMN low_stock_alerted;
ALTER TABLE products DROP COLUMN low_stock_threshold;
ALTER TABLE users DROP COLUMN tax_exempt;
ALTER TABLE users DROP COLUMN net_days;
ALTER TABLE users DROP COLUMN invoice_terms;
ALTER TABLE users DROP COLUMN billing_address;
ALTER TABLE users DROP COLUMN company_vat_id;
ALTER TABLE users DROP COLUMN company_name;
ALTER TABLE users DROP COLUMN email_verified;
