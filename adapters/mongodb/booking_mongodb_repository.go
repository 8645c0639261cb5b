package mongodb

import (
	"context"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// PlaceBooking checks the rules under the buyer's lease (see
// holdOrderRules), takes every line's quantity off its product's stock,
// only if every line has enough, numbers a newly asked-for invoice, empties
// a checked-out cart, inserts b and writes its outbox, as one step: one
// transaction on a replica set, else conditional updates with compensation.
func (s *Store) PlaceBooking(ctx context.Context, b domain.Booking, rules domain.OrderRules) error {
	release, err := s.holdOrderRules(ctx, b.UserID, rules)
	if err != nil {
		return err
	}
	defer release()
	cart, err := s.checkOrderRules(ctx, b.UserID, rules)
	if err != nil {
		return err
	}
	if !s.transactions {
		return s.placeBookingCompensated(ctx, b, cart)
	}
	return s.inTransaction(ctx, func(ctx context.Context) error {
		if err := s.takeLines(ctx, b.Lines); err != nil {
			return err
		}
		if err := s.documentNumbers(ctx).assign(&b); err != nil {
			return err
		}
		if err := cart.take(ctx, s.carts); err != nil {
			return err
		}
		if err := s.insertBooking(ctx, b); err != nil {
			return err
		}
		return s.enqueueMail(ctx, b.Outbox)
	})
}

// GetBooking reads one booking.
func (s *Store) GetBooking(ctx context.Context, id string) (domain.Booking, error) {
	return getByID[domain.Booking, bookingDoc](ctx, s.bookings, id, "Booking")
}

// ListBookings returns one page of the bookings matching f (see
// bookingFilter), newest first.
func (s *Store) ListBookings(ctx context.Context, f domain.BookingFilter) (domain.Page[domain.Booking], error) {
	return listPage[domain.Booking, bookingDoc](ctx, s.bookings, bookingFilter(f), newestFirst, f.PageRequest)
}

// UpdateBooking saves fn's change, with the numbers of newly asked-for
// documents, unless another writer got in between; puts every line's
// quantity back on stock when the booking stops holding it; and writes the
// booking's outbox. With transactions all happen in one; without, see
// restockAfter, document_numbers.go and enqueueMail.
func (s *Store) UpdateBooking(ctx context.Context, id string, fn func(*domain.Booking) error) (domain.Booking, error) {
	var saved domain.Booking
	err := s.audited(ctx, func(ctx context.Context) error {
		numbers := s.documentNumbers(ctx)
		var outbox []domain.Mail
		before, after, err := updateVersioned(ctx, s.bookings, id, "Booking", newBookingDoc, func(b *domain.Booking) error {
			saved := *b
			if err := fn(b); err != nil {
				return err
			}
			b.KeepIssuedParties(saved)
			outbox = b.Outbox
			return numbers.assign(b)
		})
		if err != nil {
			after = domain.Booking{}
		}
		if !s.transactions {
			numbers.releaseUnused(after)
		}
		if err != nil {
			return err
		}
		saved = after
		if err := s.restockAfter(ctx, before, after); err != nil {
			return err
		}
		if err := s.restockReturns(ctx, before, after); err != nil {
			return err
		}
		return s.enqueueMail(ctx, outbox)
	})
	if err != nil {
		return domain.Booking{}, err
	}
	return saved, nil
}

// restockAfter returns every line's held quantity when the status moved from one that
// holds stock to one that doesn't; a deleted product is simply skipped.
// Without transactions it runs after the version-checked save, so only the
// one writer that won the status change restocks; a crash between the two
// loses that quantity until reconciled.
func (s *Store) restockAfter(ctx context.Context, before, after domain.Booking) error {
	if !before.Status.HoldsStock() || after.Status.HoldsStock() {
		return nil
	}
	return s.returnLines(ctx, before.UnshippedReservations())
}

// HasPaidBooking reports whether the user has a booking in one of the
// domain.PaidStatuses (an invoice order shipped on terms counts as bought).
func (s *Store) HasPaidBooking(ctx context.Context, userID string) (bool, error) {
	paid := bson.A{}
	for _, status := range domain.PaidStatuses {
		paid = append(paid, string(status))
	}
	filter := bson.D{{Key: "userId", Value: userID}, {Key: "status", Value: bson.D{{Key: "$in", Value: paid}}}}
	n, err := s.bookings.CountDocuments(ctx, filter, options.Count().SetLimit(1))
	return n > 0, storeErr(err)
}

// ExpireBookings expires each due booking with UpdateBooking: its save is
// conditional on the version read, and only the writer whose save matched
// restocks. A sweeper that lost the race to another one (or to a payment)
// gets a conflict for that booking and moves on. The filter is
// domain.Booking.ReservationRanOut as a query; Expire checks again.
func (s *Store) ExpireBookings(ctx context.Context, now time.Time) (int, error) {
	due := bson.D{{Key: "status", Value: bson.D{{Key: "$in", Value: bson.A{string(domain.StatusUnpaid), string(domain.StatusPendingApproval)}}}},
		{Key: "expiresAt", Value: bson.D{{Key: "$lte", Value: now}}}}
	cur, err := s.bookings.Find(ctx, due, options.Find().SetProjection(bson.D{{Key: "_id", Value: 1}}))
	if err != nil {
		return 0, storeErr(err)
	}
	var ids []struct {
		ID string `bson:"_id"`
	}
	if err := cur.All(ctx, &ids); err != nil {
		return 0, storeErr(err)
	}
	expired := 0
	for _, doc := range ids {
		_, err := s.UpdateBooking(ctx, doc.ID, func(b *domain.Booking) error { return b.Expire(domain.SystemActor, now) })
		switch {
		case err == nil:
			expired++
		case domain.IsCode(err, domain.CodeConflict), domain.IsCode(err, domain.CodeNotFound):
		default:
			return expired, err
		}
	}
	return expired, nil
}

func (s *Store) insertBooking(ctx context.Context, b domain.Booking) error {
	_, err := s.bookings.InsertOne(ctx, newBookingDoc(b, 1))
	return storeErr(err)
}
