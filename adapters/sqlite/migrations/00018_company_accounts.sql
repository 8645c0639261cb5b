-- +goose Up
-- Company accounts (docs/companies.md): a company, its members (a user is
-- in at most one company: user_id is the key), its open invitations (kept
-- as their link's token hash) and its contract prices. Buyers' per-user
-- company profiles and terms stay on users, untouched.
CREATE TABLE companies (
    id              TEXT PRIMARY KEY,
    name            TEXT NOT NULL,
    vat_id          TEXT NOT NULL DEFAULT '',
    billing_address TEXT NOT NULL DEFAULT '',
    po_required     INTEGER NOT NULL DEFAULT 0,
    invoice_terms   INTEGER NOT NULL DEFAULT 0,
    net_days        INTEGER NOT NULL DEFAULT 30,
    tax_exempt      INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE INDEX companies_name ON companies (name COLLATE NOCASE);

CREATE TABLE company_members (
    user_id              TEXT PRIMARY KEY,
    company_id           TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    email                TEXT NOT NULL,
    name                 TEXT NOT NULL,
    role                 TEXT NOT NULL,
    spending_limit_cents INTEGER,
    joined_at            INTEGER NOT NULL,
    position             INTEGER NOT NULL
);
CREATE INDEX company_members_company ON company_members (company_id, position);

CREATE TABLE company_invitations (
    id                   TEXT PRIMARY KEY,
    company_id           TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    token_hash           TEXT NOT NULL UNIQUE,
    email                TEXT NOT NULL,
    role                 TEXT NOT NULL,
    spending_limit_cents INTEGER,
    invited_by           TEXT NOT NULL,
    created_at           INTEGER NOT NULL,
    expires_at           INTEGER NOT NULL
);
CREATE INDEX company_invitations_company ON company_invitations (company_id, created_at);

CREATE TABLE contract_prices (
    company_id       TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    product_id       TEXT NOT NULL,
    sku              TEXT NOT NULL,
    unit_price_cents INTEGER NOT NULL,
    PRIMARY KEY (company_id, product_id)
);

-- A member's order names its company; existing orders belong to none.
ALTER TABLE bookings ADD COLUMN company_id TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN company_name TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN rejection_reason TEXT NOT NULL DEFAULT '';
CREATE INDEX bookings_company ON bookings (company_id, created_at) WHERE company_id <> '';

-- +goose Down
DROP INDEX bookings_company;
ALTER TABLE bookings DROP COLUMN rejection_reason;
ALTER TABLE bookings DROP COLUMN company_name;
ALTER TABLE bookings DROP COLUMN company_id;
DROP TABLE contract_prices;
DROP TABLE company_invitations;
DROP TABLE company_members;
DROP TABLE companies;
