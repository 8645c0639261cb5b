package domain

import (
	"strings"
	"time"
)

// OrderDetails is what a buyer types at checkout, besides the lines.
type OrderDetails struct {
	Address       string
	Phone         string
	ClientName    string // defaults to the buyer's name
	PONumber      string
	Note          string
	PaymentMethod string // PaymentCard (default) or PaymentInvoice
}

var orderDetailFields = []string{"address", "phone", "clientName", "poNumber", "note", "paymentMethod"}

func (d OrderDetails) check(errs FieldErrors) {
	CheckText(errs, "address", d.Address, "Address is Required", MaxAddressLen)
	CheckText(errs, "phone", d.Phone, "Phone is Required", MaxPhoneLen)
	CheckOptionalText(errs, "clientName", d.ClientName, MaxNameLen)
	CheckOptionalText(errs, "poNumber", d.PONumber, MaxPONumberLen)
	CheckOptionalText(errs, "note", d.Note, MaxNoteLen)
	switch d.PaymentMethod {
	case "", PaymentCard, PaymentInvoice:
	default:
		errs.Add("paymentMethod", "Choose card or invoice")
	}
}

// OrderItem is one product a buyer wants, as the store has it now. Product
// is nil when it no longer exists.
type OrderItem struct {
	ProductID string
	Product   *Product
	Quantity  int64
	// QuotedUnitPriceCents, when above 0, is an accepted quote's price and
	// replaces the product's own; the MOQ was checked when it was quoted.
	QuotedUnitPriceCents int64
}

// ErrEmptyCart refuses a checkout with nothing in it.
var ErrEmptyCart = InvalidField("lines", "Your cart is empty")

// NewOrder validates the details and every line, and builds an unpaid order
// priced by the server. A line that is below its MOQ, short of stock or gone
// is reported under lines.{productId}, and nothing is built. The store
// checks the stock again when it reserves it.
func NewOrder(d OrderDetails, items []OrderItem, buyer User, now time.Time) (Booking, error) {
	if len(items) == 0 {
		return Booking{}, ErrEmptyCart
	}
	if len(items) > MaxOrderLines {
		return Booking{}, InvalidField("lines", "An order can have at most "+itoa(MaxOrderLines)+" lines")
	}
	errs := FieldErrors{}
	d.check(errs)
	order := append([]string(nil), orderDetailFields...)
	lines := make([]BookingLine, 0, len(items))
	for _, it := range items {
		field := LineField(it.ProductID)
		order = append(order, field)
		line, problem := orderLine(it)
		if problem != "" {
			errs.Add(field, problem)
			continue
		}
		lines = append(lines, line)
	}
	if err := errs.Err(order...); err != nil {
		return Booking{}, err
	}
	return newOrder(d, lines, buyer, now)
}

func orderLine(it OrderItem) (BookingLine, string) {
	if it.Product == nil {
		return BookingLine{}, ProductUnavailableMessage
	}
	unit := it.Product.UnitPriceFor(it.Quantity)
	if it.QuotedUnitPriceCents > 0 {
		unit = it.QuotedUnitPriceCents
	} else if problem := LineProblem(*it.Product, it.Quantity); problem != "" {
		return BookingLine{}, problem
	}
	if !it.Product.HasStockFor(it.Quantity) {
		return BookingLine{}, OutOfStockMessage(it.Product.Stock)
	}
	line, ok := newBookingLineAt(*it.Product, it.Quantity, unit)
	if !ok {
		return BookingLine{}, "Quantity is too large"
	}
	return line, ""
}

// BookingInput is the one-product order: the product, its quantity, and
// the details checkout asks for, with the same rules.
type BookingInput struct {
	ProductID     string
	Quantity      int64
	Address       string
	Phone         string
	ClientName    string
	PONumber      string
	Note          string
	PaymentMethod string
}

// Details are the order's details as checkout takes them.
func (in BookingInput) Details() OrderDetails {
	return OrderDetails{Address: in.Address, Phone: in.Phone, ClientName: in.ClientName, PONumber: in.PONumber,
		Note: in.Note, PaymentMethod: in.PaymentMethod}
}

// NewBooking builds a one-line order, answering as the one-product form
// always has: the MOQ under "quantity", and a stock shortage as a conflict.
func NewBooking(in BookingInput, p Product, buyer User, now time.Time) (Booking, error) {
	errs := FieldErrors{}
	if in.Quantity < p.MinOrderQuantity {
		errs.Add("quantity", MinimumOrderMessage(p.MinOrderQuantity))
	}
	d := in.Details()
	d.check(errs)
	if err := errs.Err(append([]string{"quantity"}, orderDetailFields...)...); err != nil {
		return Booking{}, err
	}
	if !p.HasStockFor(in.Quantity) {
		return Booking{}, ShortOf(p.ID, p.Stock)
	}
	line, ok := NewBookingLine(p, in.Quantity)
	if !ok {
		return Booking{}, InvalidField("quantity", "Quantity is too large")
	}
	return newOrder(d, []BookingLine{line}, buyer, now)
}

func newOrder(d OrderDetails, lines []BookingLine, buyer User, now time.Time) (Booking, error) {
	name := strings.TrimSpace(d.ClientName)
	if name == "" {
		name = buyer.Name
	}
	method := d.PaymentMethod
	if method == "" {
		method = PaymentCard
	}
	b := Booking{
		ID: NewID(), Address: strings.TrimSpace(d.Address), Phone: strings.TrimSpace(d.Phone), ClientName: name,
		PONumber: strings.TrimSpace(d.PONumber), Note: strings.TrimSpace(d.Note), PaymentMethod: method,
		UserID: buyer.ID, UserEmail: buyer.Email, CreatedAt: now,
	}
	if !b.setLines(lines) {
		return Booking{}, InvalidField("lines", "This order is too large")
	}
	b.moveTo(StatusUnpaid, buyer.Email, now)
	return b, nil
}
