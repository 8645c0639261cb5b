-- +goose Up
-- Money and counts are INTEGER; times are unix milliseconds, UTC.
CREATE TABLE products (
    id                 TEXT PRIMARY KEY,
    name               TEXT NOT NULL,
    brand              TEXT NOT NULL,
    price_cents        INTEGER NOT NULL,
    stock              INTEGER NOT NULL CHECK (stock >= 0),
    descriptions       TEXT NOT NULL,
    img                TEXT NOT NULL,
    min_order_quantity INTEGER NOT NULL,
    added_by           TEXT NOT NULL,
    created_at         INTEGER NOT NULL,
    updated_at         INTEGER NOT NULL
) STRICT;
CREATE INDEX products_name ON products (name COLLATE NOCASE, id);
CREATE INDEX products_brand ON products (brand COLLATE NOCASE);
CREATE INDEX products_price ON products (price_cents, id);
CREATE INDEX products_created ON products (created_at DESC, id);

CREATE TABLE users (
    id         TEXT PRIMARY KEY,
    email      TEXT NOT NULL UNIQUE,
    name       TEXT NOT NULL,
    photo_url  TEXT NOT NULL,
    role       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX users_created ON users (created_at, id);
CREATE INDEX users_role ON users (role);

-- history holds the booking's status changes as a JSON array of
-- {"status", "at" (unix ms), "by"}; it is only ever read with its booking.
CREATE TABLE bookings (
    id                TEXT PRIMARY KEY,
    product_id        TEXT NOT NULL,
    product_name      TEXT NOT NULL,
    unit_price_cents  INTEGER NOT NULL,
    total_price_cents INTEGER NOT NULL,
    quantity          INTEGER NOT NULL,
    address           TEXT NOT NULL,
    phone             TEXT NOT NULL,
    client_name       TEXT NOT NULL,
    user_id           TEXT NOT NULL,
    user_email        TEXT NOT NULL,
    status            TEXT NOT NULL,
    transaction_id    TEXT NOT NULL,
    payment_intent_id TEXT NOT NULL,
    tracking_number   TEXT NOT NULL,
    history           TEXT NOT NULL,
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL
) STRICT;
CREATE INDEX bookings_user ON bookings (user_id, created_at DESC, id);
CREATE INDEX bookings_status ON bookings (status, created_at DESC, id);
CREATE INDEX bookings_created ON bookings (created_at DESC, id);

CREATE TABLE reviews (
    id             TEXT PRIMARY KEY,
    user_id        TEXT NOT NULL,
    name           TEXT NOT NULL,
    email          TEXT NOT NULL,
    review         TEXT NOT NULL,
    rating         INTEGER NOT NULL,
    img            TEXT NOT NULL,
    verified_buyer INTEGER NOT NULL,
    created_at     INTEGER NOT NULL
) STRICT;
CREATE INDEX reviews_created ON reviews (created_at DESC, id);

CREATE TABLE messages (
    id         TEXT PRIMARY KEY,
    email      TEXT NOT NULL,
    name       TEXT NOT NULL,
    subject    TEXT NOT NULL,
    message    TEXT NOT NULL,
    read       INTEGER NOT NULL,
    forwarded  INTEGER NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX messages_created ON messages (created_at DESC, id);

CREATE TABLE passwords (
    user_id TEXT PRIMARY KEY,
    hash    TEXT NOT NULL
) STRICT;

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL,
    expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX sessions_user ON sessions (user_id);

-- +goose Down
DROP TABLE sessions;
DROP TABLE passwords;
DROP TABLE messages;
DROP TABLE reviews;
DROP TABLE bookings;
DROP TABLE users;
DROP TABLE products;
