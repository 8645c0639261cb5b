package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// AlertLowStock mails every admin about each product that has fallen to
// its low-stock level. The store claims each crossing once, however many
// replicas ask, so each is mailed once.
type AlertLowStock struct {
	products ports.ProductRepository
	users    ports.UserRepository
	outbox   ports.OutboxRepository
	letters  Letters
	log      *slog.Logger
	now      Clock
}

func NewAlertLowStock(products ports.ProductRepository, users ports.UserRepository, outbox ports.OutboxRepository,
	letters Letters, log *slog.Logger, now Clock) *AlertLowStock {
	return &AlertLowStock{products: products, users: users, outbox: outbox, letters: letters, log: log, now: now}
}

// Handle enqueues one mail per newly low product and returns how many.
func (h *AlertLowStock) Handle(ctx context.Context) (int, error) {
	low, err := h.products.ClaimLowStockAlerts(ctx)
	if err != nil || len(low) == 0 {
		return 0, err
	}
	admins, err := shopAdmins(ctx, h.users)
	if err != nil {
		h.log.ErrorContext(ctx, "low-stock alerts claimed but not mailed", "products", len(low), "err", err)
		return 0, err
	}
	if len(admins) == 0 {
		h.log.WarnContext(ctx, "products are low on stock but the shop has no admin to tell", "products", len(low))
		return 0, nil
	}
	now := h.now()
	mails := make([]domain.Mail, len(low))
	for i, p := range low {
		mails[i] = h.letters.lowStock(admins, p, now)
	}
	if err := h.outbox.EnqueueMail(ctx, mails...); err != nil {
		h.log.ErrorContext(ctx, "low-stock alerts claimed but not mailed", "products", len(low), "err", err)
		return 0, err
	}
	return len(mails), nil
}

// Run alerts once per tick until ctx ends.
func (h *AlertLowStock) Run(ctx context.Context, ticks <-chan time.Time) {
	runOnTicks(ctx, ticks, h.log, "low-stock alerts", h.Handle)
}
