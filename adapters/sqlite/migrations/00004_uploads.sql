-- +goose Up
-- One row per stored upload; a URL uploaded again (same bytes) gets another row.
CREATE TABLE uploads (
    id         INTEGER PRIMARY KEY,
    url        TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    bytes      INTEGER NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX uploads_user ON uploads (user_id, created_at);
CREATE INDEX uploads_url ON uploads (url, created_at);
-- The sweep asks whether anything still shows an upload's URL.
CREATE INDEX products_img ON products (img);
CREATE INDEX reviews_img ON reviews (img);
CREATE INDEX users_photo ON users (photo_url);

-- +goose Down
DROP INDEX users_photo;
DROP INDEX reviews_img;
DROP INDEX products_img;
DROP TABLE uploads;
