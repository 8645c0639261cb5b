package main

import (
	"log/slog"
	"time"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/app"
)

// reservationSweepInterval is how often unpaid orders past their
// reservation are expired; every replica sweeps, the store keeps it exact.
const reservationSweepInterval = 30 * time.Second

// reservationsModule gives PlaceBooking its limits from the settings and
// runs the expiry sweeper while the server runs.
var reservationsModule = fx.Options(
	fx.Provide(bookingLimits, app.NewExpireReservations, newReservationSweeper),
	fx.Invoke(func(lc fx.Lifecycle, s *app.ReservationSweeper) { lc.Append(fx.StartStopHook(s.Start, s.Stop)) }),
)

func bookingLimits(cfg config.Config) app.BookingLimits {
	return app.BookingLimits{ReservationTTL: cfg.ReservationTTL, MaxOpenOrders: cfg.MaxOpenOrders}
}

func newReservationSweeper(expire *app.ExpireReservations, log *slog.Logger) *app.ReservationSweeper {
	return app.NewReservationSweeper(expire, reservationSweepInterval, log)
}
