package app

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// BookingLimits bound the stock one customer can hold without paying.
type BookingLimits struct {
	ReservationTTL time.Duration // how long an unpaid booking keeps its stock
	MaxOpenOrders  int           // unpaid bookings one customer may have at once
}

// orderPlacement is what every way of ordering shares: the open-order cap,
// the reservation's end, the store's atomic reservation, and what a placed
// or refused order tells the metrics. The cap is enforced by the store in
// the step that places the order: a count taken here first would let
// orders placed at the same instant pass it together.
type orderPlacement struct {
	bookings ports.BookingRepository
	metrics  ports.ShopMetrics
	limits   BookingLimits
	tax      Tax
	letters  Letters
}

// place prices the order's tax for the buyer and reserves its stock with
// the store, with the buyer's confirmation in the same step, unless the
// buyer already holds the most unpaid orders allowed (so one account can't
// reserve the catalogue). An order made from the buyer's cart passes the
// cart as read, which the store claims and empties in that step. A card
// order holds its stock until the reservation runs out; invoice-terms
// orders don't expire.
func (p orderPlacement) place(ctx context.Context, buyer domain.User, b domain.Booking, now time.Time, fromCart *domain.Cart) (domain.Booking, error) {
	b.ApplyTax(p.tax.Rate, p.tax.Exempt(buyer))
	if b.PaymentMethod == domain.PaymentCard {
		b.ExpiresAt = now.Add(p.limits.ReservationTTL)
	}
	if err := p.forCompany(buyer, &b, now); err != nil {
		return domain.Booking{}, err
	}
	if b.Status != domain.StatusPendingApproval {
		b.Outbox = append(b.Outbox, p.letters.orderPlaced(b, now))
	}
	rules := domain.OrderRules{MaxOpenOrders: p.limits.MaxOpenOrders, Cart: fromCart}
	if err := p.bookings.PlaceBooking(ctx, b, rules); err != nil {
		p.countRefusal(err)
		return domain.Booking{}, err
	}
	p.metrics.BookingPlaced()
	if !b.InvoicedAt.IsZero() { // the store numbered the invoice
		return p.bookings.GetBooking(ctx, b.ID)
	}
	b.Outbox = nil
	return b, nil
}

var errInvoiceTerms = domain.Errorf(domain.CodeForbidden, "Invoice terms are not enabled for this account")

// allowPaymentMethod refuses payment by invoice to a buyer without invoice
// terms, however the order is placed.
func allowPaymentMethod(buyer domain.User, method string) error {
	if method == domain.PaymentInvoice && !buyer.BuyingTerms().InvoiceTerms {
		return errInvoiceTerms
	}
	return nil
}

// invoiceIfChosen issues the invoice of an order the buyer pays on invoice
// terms, due the buyer's net days from now.
func (p orderPlacement) invoiceIfChosen(buyer domain.User, b *domain.Booking, now time.Time) {
	if b.PaymentMethod == domain.PaymentInvoice {
		b.OnInvoiceTerms(buyer.BuyingTerms().NetDays, now, domain.PartiesOf(p.letters.Shop, buyer, *b))
	}
}

// countRefusal counts an order refused for lack of stock.
func (p orderPlacement) countRefusal(err error) {
	if domain.IsOutOfStock(err) {
		p.metrics.OutOfStockRefused()
	}
}

// forCompany marks a member's order with their company, refuses it without
// the PO number the company asks for, and holds it for approval when its
// total is above the member's spending limit: then it is not invoiced yet
// (approving does that), and the company's admins and approvers are mailed.
func (p orderPlacement) forCompany(buyer domain.User, b *domain.Booking, now time.Time) error {
	ms := buyer.Membership
	if ms == nil {
		return nil
	}
	if ms.Company.PORequired && b.PONumber == "" {
		return domain.ErrPONumberRequired
	}
	b.Company = domain.BookingCompany{ID: ms.Company.ID, Name: ms.Company.Name}
	if !ms.Member.NeedsApproval(b.TotalPriceCents) {
		return nil
	}
	b.HoldForApproval()
	b.InvoicedAt, b.DueDate, b.Parties = time.Time{}, time.Time{}, domain.DocumentParties{}
	for _, approver := range ms.Company.Approvers() {
		if approver != buyer.Email { // one mail each: members don't learn each other's addresses
			b.Outbox = append(b.Outbox, p.letters.approvalRequest(approver, *b, now))
		}
	}
	return nil
}
