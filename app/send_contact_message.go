package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SendContactMessage stores a contact message first, then forwards it to
// the external form service (if one is configured) in the background, with
// retries. A failed forward never loses the stored copy.
type SendContactMessage struct {
	messages  ports.MessageRepository
	forwarder ports.MessageForwarder // nil when no forward URL is set
	log       *slog.Logger
	now       Clock
	retryWait time.Duration
}

func NewSendContactMessage(messages ports.MessageRepository, forwarder ports.MessageForwarder, log *slog.Logger, now Clock) *SendContactMessage {
	return &SendContactMessage{messages: messages, forwarder: forwarder, log: log, now: now, retryWait: 2 * time.Second}
}

// Handle stores the message and starts its forward; the channel closes when
// the forward has finished (at once when there is nothing to forward).
func (h *SendContactMessage) Handle(ctx context.Context, in domain.ContactInput) (domain.ContactMessage, <-chan struct{}, error) {
	m, err := domain.NewContactMessage(in, h.now())
	if err != nil {
		return domain.ContactMessage{}, nil, err
	}
	if err := h.messages.CreateMessage(ctx, m); err != nil {
		return domain.ContactMessage{}, nil, err
	}
	done := make(chan struct{})
	if h.forwarder == nil {
		close(done)
		return m, done, nil
	}
	go h.forward(context.WithoutCancel(ctx), m, done)
	return m, done, nil
}

const forwardAttempts = 3

func (h *SendContactMessage) forward(ctx context.Context, m domain.ContactMessage, done chan<- struct{}) {
	defer close(done)
	fields := map[string]string{"Email": m.Email, "Name": m.Name, "Subject": m.Subject, "Message": m.Message}
	for attempt := 1; attempt <= forwardAttempts; attempt++ {
		err := h.forwarder.Forward(ctx, fields)
		if err == nil {
			h.markForwarded(ctx, m.ID)
			return
		}
		h.log.Warn("contact message forward failed", "message", m.ID, "attempt", attempt, "err", err)
		if attempt < forwardAttempts {
			time.Sleep(h.retryWait * time.Duration(attempt))
		}
	}
	h.log.Error("contact message not forwarded; it stays in the admin inbox", "message", m.ID)
}

func (h *SendContactMessage) markForwarded(ctx context.Context, id string) {
	_, err := h.messages.UpdateMessage(ctx, id, func(m *domain.ContactMessage) error {
		m.Forwarded = true
		return nil
	})
	if err != nil {
		h.log.Warn("could not mark message forwarded", "message", id, "err", err)
	}
}
