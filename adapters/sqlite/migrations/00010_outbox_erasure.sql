-- +goose Up
-- A message's body can carry a live secret (a password reset link): it is
-- erased when the message is sent, or given up (gave_up_at, unix ms; 0 while
-- it is still tried). Bodies of mail sent before this went are erased now.
ALTER TABLE outbox ADD COLUMN gave_up_at INTEGER NOT NULL DEFAULT 0;
UPDATE outbox SET text_body = '', html_body = '' WHERE sent_at > 0;

-- +goose Down
ALTER TABLE outbox DROP COLUMN gave_up_at;
