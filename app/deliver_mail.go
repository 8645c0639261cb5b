package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// A worker holds the mail it claims for mailLease, mailBatch at a time.
const (
	mailLease = time.Minute
	mailBatch = 20
)

// DeliverMail sends the outbox: it claims due messages (a conditional
// update, so replicas never send the same one at once), renders their
// attachments, sends them, and marks them sent, or releases them for a
// retry with backoff, or gives up on them after domain.MailLifetime. A
// message whose "sent" mark fails is sent again once its lease ends:
// delivery is at least once. The store erases a message's body once it is
// sent or given up.
type DeliverMail struct {
	outbox    ports.OutboxRepository
	mailer    ports.Mailer
	documents *BookingDocuments
	log       *slog.Logger
	now       Clock
}

func NewDeliverMail(outbox ports.OutboxRepository, mailer ports.Mailer, documents *BookingDocuments, log *slog.Logger, now Clock) *DeliverMail {
	return &DeliverMail{outbox: outbox, mailer: mailer, documents: documents, log: log, now: now}
}

// Handle sends everything due now and returns how many messages went out.
func (h *DeliverMail) Handle(ctx context.Context) (int, error) {
	sent := 0
	for {
		batch, err := h.outbox.ClaimMail(ctx, h.now(), mailLease, mailBatch)
		if err != nil {
			return sent, err
		}
		for _, m := range batch {
			if h.send(ctx, m) {
				sent++
			}
		}
		if len(batch) < mailBatch || ctx.Err() != nil {
			return sent, nil
		}
	}
}

// send delivers one claimed message and records the outcome.
func (h *DeliverMail) send(ctx context.Context, m domain.Mail) bool {
	err := h.deliver(ctx, m)
	if err != nil && m.GivesUp(h.now()) {
		h.giveUp(ctx, m, err)
		return false
	}
	if err != nil {
		next := h.now().Add(domain.RetryDelay(m.Attempts + 1))
		h.log.WarnContext(ctx, "mail not sent; it will be retried", "mail", m.ID, "subject", m.Subject,
			"attempt", m.Attempts+1, "retry_at", next, "err", err)
		if err := h.outbox.RetryMail(ctx, m.ID, next, err.Error()); err != nil {
			h.log.ErrorContext(ctx, "mail retry not recorded; it is retried when its lease ends", "mail", m.ID, "err", err)
		}
		return false
	}
	// The message has left; recording that must outlive a shutdown that
	// cancels ctx, or a drain would mail it again.
	markCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := h.outbox.MarkMailSent(markCtx, m.ID, h.now()); err != nil {
		h.log.ErrorContext(ctx, "mail sent but not marked sent; it may be sent again", "mail", m.ID, "err", err)
	}
	return true
}

// giveUp stops retrying a message past its lifetime; the store erases its
// body, which may hold a link that must not outlive the attempt to send it.
func (h *DeliverMail) giveUp(ctx context.Context, m domain.Mail, sendErr error) {
	h.log.ErrorContext(ctx, "mail not sent and given up", "mail", m.ID, "subject", m.Subject,
		"attempt", m.Attempts+1, "err", sendErr)
	if err := h.outbox.GiveUpMail(ctx, m.ID, h.now(), sendErr.Error()); err != nil {
		h.log.ErrorContext(ctx, "mail not given up; it is tried again when its lease ends", "mail", m.ID, "err", err)
	}
}

func (h *DeliverMail) deliver(ctx context.Context, m domain.Mail) error {
	attachments := make([]ports.Attachment, 0, len(m.Attachments))
	for _, a := range m.Attachments {
		file, err := h.documents.attachment(ctx, a)
		if err != nil {
			return err
		}
		attachments = append(attachments, file)
	}
	return h.mailer.Send(ctx, m, attachments)
}

// Run sends once per tick until ctx ends.
func (h *DeliverMail) Run(ctx context.Context, ticks <-chan time.Time) {
	runOnTicks(ctx, ticks, h.log, "mail delivery", h.Handle)
}

// runOnTicks runs job once per tick until ctx ends, logging what it did.
func runOnTicks(ctx context.Context, ticks <-chan time.Time, log *slog.Logger, name string, job func(context.Context) (int, error)) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticks:
			n, err := job(ctx)
			if err != nil && ctx.Err() == nil {
				log.ErrorContext(ctx, name+" failed; the next tick tries again", "done", n, "err", err)
				continue
			}
			if n > 0 {
				log.InfoContext(ctx, name+" done", "done", n)
			}
		}
	}
}
