package domain

import "slices"

// ErrTooManyOpenOrders refuses an order while the buyer holds the most
// unpaid ones allowed, so one account can't reserve the catalogue.
var ErrTooManyOpenOrders = &Error{Code: CodeConflict, Message: "Pay or cancel an open order first"}

// ErrCartChanged refuses a checkout whose cart was changed, emptied or
// ordered by another request after it was read.
var ErrCartChanged = &Error{Code: CodeConflict, Message: "Your cart changed during checkout; check it and try again"}

// OrderRules are what a store checks in the same atomic step as it places
// an order (ports.BookingRepository.PlaceBooking), so no number of orders
// placed at once gets past them.
type OrderRules struct {
	// MaxOpenOrders refuses the order with ErrTooManyOpenOrders while its
	// buyer already has this many unpaid orders; 0 sets no cap.
	MaxOpenOrders int
	// Cart, when set, is the buyer's cart as the order was made from it:
	// the order is placed only while the stored cart holds the same lines,
	// and the cart is emptied in the same step. Otherwise ErrCartChanged.
	Cart *Cart
}

// CheckOpenOrders refuses the order when the buyer's open (unpaid) orders
// already reach the cap.
func (r OrderRules) CheckOpenOrders(open int) error {
	if r.MaxOpenOrders > 0 && open >= r.MaxOpenOrders {
		return ErrTooManyOpenOrders
	}
	return nil
}

// CheckCart refuses the order when the cart as stored now is not the one
// it was made from.
func (r OrderRules) CheckCart(stored Cart) error {
	if r.Cart != nil && !r.Cart.SameLines(stored) {
		return ErrCartChanged
	}
	return nil
}

// SameLines reports whether both carts hold the same products in the same
// quantities and order.
func (c Cart) SameLines(other Cart) bool {
	return slices.EqualFunc(c.Lines, other.Lines, func(a, b CartLine) bool {
		return a.ProductID == b.ProductID && a.Quantity == b.Quantity
	})
}
