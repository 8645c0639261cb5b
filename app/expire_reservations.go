package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/palletshop/pallet/ports"
)

// ExpireReservations gives back the stock of unpaid bookings whose
// reservation ran out. The store makes each expiry happen once, however
// many replicas sweep at the same moment.
type ExpireReservations struct {
	bookings ports.BookingRepository
	now      Clock
	log      *slog.Logger
}

func NewExpireReservations(bookings ports.BookingRepository, now Clock, log *slog.Logger) *ExpireReservations {
	return &ExpireReservations{bookings: bookings, now: now, log: log}
}

// Handle expires what is due now and says how many bookings that was.
func (h *ExpireReservations) Handle(ctx context.Context) (int, error) {
	n, err := h.bookings.ExpireBookings(ctx, h.now())
	if n > 0 {
		h.log.Info("unpaid orders expired; their stock is back on sale", "expired", n)
	}
	return n, err
}

// ReservationSweeper runs ExpireReservations in the background: once at
// start, then every interval until Stop.
type ReservationSweeper struct {
	expire   *ExpireReservations
	interval time.Duration
	log      *slog.Logger
	cancel   context.CancelFunc
	done     chan struct{}
}

func NewReservationSweeper(expire *ExpireReservations, interval time.Duration, log *slog.Logger) *ReservationSweeper {
	return &ReservationSweeper{expire: expire, interval: interval, log: log}
}

func (s *ReservationSweeper) Start() {
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel, s.done = cancel, make(chan struct{})
	go s.run(ctx)
}

// Stop ends the loop and waits for a sweep in progress, or for ctx.
func (s *ReservationSweeper) Stop(ctx context.Context) error {
	s.cancel()
	select {
	case <-s.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (s *ReservationSweeper) run(ctx context.Context) {
	defer close(s.done)
	ticker := time.NewTicker(s.interval)
	defer ticker.Stop()
	for {
		if _, err := s.expire.Handle(ctx); err != nil && ctx.Err() == nil {
			s.log.Error("expiring unpaid orders failed; the next sweep tries again", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}
