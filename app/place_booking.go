package app

import (
	"context"
	"errors"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// PlaceBooking orders a product ("Buy now"), with the details and payment
// choices of checkout. The server prices it; the store reserves the stock
// atomically with the insert, until the reservation runs out.
type PlaceBooking struct {
	products ports.ProductRepository
	orders   orderPlacement
	now      Clock
}

func NewPlaceBooking(products ports.ProductRepository, bookings ports.BookingRepository, metrics ports.ShopMetrics, limits BookingLimits, tax Tax, letters Letters, now Clock) *PlaceBooking {
	return &PlaceBooking{products: products, now: now,
		orders: orderPlacement{bookings: bookings, metrics: metrics, limits: limits, tax: tax, letters: letters}}
}

func (h *PlaceBooking) Handle(ctx context.Context, buyer domain.User, in domain.BookingInput) (domain.Booking, error) {
	if err := allowPaymentMethod(buyer, in.PaymentMethod); err != nil {
		return domain.Booking{}, err
	}
	p, err := h.products.GetProduct(ctx, in.ProductID)
	if domain.IsCode(err, domain.CodeNotFound) {
		return domain.Booking{}, domain.InvalidField("productId", domain.ProductUnavailableMessage)
	}
	if err != nil {
		return domain.Booking{}, err
	}
	contract, err := contractPrices(ctx, h.products, buyer, []string{p.ID})
	if err != nil {
		return domain.Booking{}, err
	}
	p.ContractPriceCents = contract[p.ID]
	now := h.now()
	b, err := domain.NewBooking(in, p, buyer, now)
	if err != nil {
		h.orders.countRefusal(err)
		return domain.Booking{}, oneProductError(err)
	}
	h.orders.invoiceIfChosen(buyer, &b, now)
	b, err = h.orders.place(ctx, buyer, b, now, nil)
	return b, oneProductError(err)
}

// oneProductError answers a stock shortage as the one-product order form
// always has; other errors pass through.
func oneProductError(err error) error {
	var shortage *domain.StockShortage
	if errors.As(err, &shortage) {
		return shortage.OneProductError()
	}
	return err
}
