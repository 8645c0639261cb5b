-- +goose Up
-- The outside identity provider's id for the account (the Firebase uid);
-- empty for local accounts and for accounts not yet linked.
ALTER TABLE users ADD COLUMN auth_subject TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX users_auth_subject ON users (auth_subject) WHERE auth_subject <> '';

-- +goose Down
DROP INDEX users_auth_subject;
ALTER TABLE users DROP COLUMN auth_subject;
