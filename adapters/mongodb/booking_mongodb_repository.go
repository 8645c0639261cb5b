package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// PlaceBooking takes b.Quantity off the product's stock, only if enough is
// left, and inserts b, as one step.
func (s *Store) PlaceBooking(ctx context.Context, b domain.Booking) error {
	if !s.transactions {
		return s.placeBookingCompensated(ctx, b)
	}
	return s.inTransaction(ctx, func(ctx context.Context) error {
		if err := s.takeStock(ctx, b.ProductID, b.Quantity); err != nil {
			return err
		}
		return s.insertBooking(ctx, b)
	})
}

// GetBooking reads one booking.
func (s *Store) GetBooking(ctx context.Context, id string) (domain.Booking, error) {
	return getByID[domain.Booking, bookingDoc](ctx, s.bookings, id, "Booking")
}

// ListBookings returns one page of bookings, newest first.
func (s *Store) ListBookings(ctx context.Context, f domain.BookingFilter) (domain.Page[domain.Booking], error) {
	filter := bson.D{}
	if f.UserID != "" {
		filter = append(filter, bson.E{Key: "userId", Value: f.UserID})
	}
	if f.Status != "" {
		filter = append(filter, bson.E{Key: "status", Value: string(f.Status)})
	}
	return listPage[domain.Booking, bookingDoc](ctx, s.bookings, filter, newestFirst, f.PageRequest)
}

// UpdateBooking saves fn's change unless another writer got in between, and
// puts the quantity back on stock when the booking stops holding it. With
// transactions both happen in one; without, see restockAfter.
func (s *Store) UpdateBooking(ctx context.Context, id string, fn func(*domain.Booking) error) (domain.Booking, error) {
	var saved domain.Booking
	err := s.inTransaction(ctx, func(ctx context.Context) error {
		before, after, err := updateVersioned(ctx, s.bookings, id, "Booking", newBookingDoc, fn)
		if err != nil {
			return err
		}
		saved = after
		return s.restockAfter(ctx, before, after)
	})
	if err != nil {
		return domain.Booking{}, err
	}
	return saved, nil
}

// restockAfter returns the held quantity when the status moved from one that
// holds stock to one that doesn't; a deleted product is simply skipped.
// Without transactions it runs after the version-checked save, so only the
// one writer that won the status change restocks; a crash between the two
// loses that quantity until reconciled.
func (s *Store) restockAfter(ctx context.Context, before, after domain.Booking) error {
	if !before.Status.HoldsStock() || after.Status.HoldsStock() {
		return nil
	}
	return s.returnStock(ctx, before.ProductID, before.Quantity)
}

// HasPaidBooking reports whether the user has a paid, shipped or delivered booking.
func (s *Store) HasPaidBooking(ctx context.Context, userID string) (bool, error) {
	paid := bson.A{string(domain.StatusPaid), string(domain.StatusShipped), string(domain.StatusDelivered)}
	filter := bson.D{{Key: "userId", Value: userID}, {Key: "status", Value: bson.D{{Key: "$in", Value: paid}}}}
	n, err := s.bookings.CountDocuments(ctx, filter, options.Count().SetLimit(1))
	return n > 0, storeErr(err)
}

func (s *Store) insertBooking(ctx context.Context, b domain.Booking) error {
	_, err := s.bookings.InsertOne(ctx, newBookingDoc(b, 1))
	return storeErr(err)
}
