package httpapi

import (
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
)

type listView[T any] struct {
	Items []T `json:"items"`
	Total int `json:"total"`
	Page  int `json:"page"`
	Limit int `json:"limit"`
}

func listOf[In, Out any](p domain.Page[In], view func(In) Out) listView[Out] {
	items := make([]Out, len(p.Items))
	for i, it := range p.Items {
		items[i] = view(it)
	}
	return listView[Out]{Items: items, Total: p.Total, Page: p.Page, Limit: p.Limit}
}

type userView struct {
	ID        string      `json:"id"`
	Email     string      `json:"email"`
	Name      string      `json:"name"`
	PhotoURL  string      `json:"photoUrl"`
	Role      domain.Role `json:"role"`
	IsAdmin   bool        `json:"isAdmin"`
	CreatedAt time.Time   `json:"createdAt"`

	EmailVerified bool        `json:"emailVerified"`
	Company       companyView `json:"company"`
	Terms         termsView   `json:"terms"`
	// CompanyRole is the signed-in user's role in their company account
	// (GET /api/me only; absent in none).
	CompanyRole domain.CompanyRole `json:"companyRole,omitempty"`
}

func viewUser(u domain.User) userView {
	return userView{ID: u.ID, Email: u.Email, Name: u.Name, PhotoURL: u.PhotoURL,
		Role: u.Role, IsAdmin: u.IsAdmin(), CreatedAt: u.CreatedAt,
		EmailVerified: u.EmailVerified, Company: companyView(u.Company), Terms: termsView(u.Terms), CompanyRole: u.CompanyRole()}
}

type productView struct {
	ID               string    `json:"id"`
	Name             string    `json:"name"`
	Brand            string    `json:"brand"`
	PriceCents       int64     `json:"priceCents"`
	Stock            int64     `json:"stock"`
	Descriptions     string    `json:"descriptions"`
	Img              string    `json:"img"`
	ImgSrcset        string    `json:"imgSrcset,omitempty"` // the picture's smaller copies, for <img srcset>
	MinOrderQuantity int64     `json:"minOrderQuantity"`
	Orderable        bool      `json:"orderable"` // a minimum order can be placed now: in stock, or backorderable
	CreatedAt        time.Time `json:"createdAt"`
	UpdatedAt        time.Time `json:"updatedAt"`

	SKU         string           `json:"sku"`
	PriceBreaks []priceBreakView `json:"priceBreaks"`

	LowStockThreshold int64 `json:"lowStockThreshold"`

	Category   string    `json:"category"` // a category slug, "" for none
	Attributes specsView `json:"attributes" nullable:"false"`

	stockFields
}

func viewProduct(p domain.Product, sv stockView) productView {
	breaks := make([]priceBreakView, len(p.PriceBreaks))
	for i, b := range p.PriceBreaks {
		breaks[i] = priceBreakView(b)
	}
	return productView{ID: p.ID, Name: p.Name, Brand: p.Brand, PriceCents: p.PriceCents, Stock: p.Stock,
		Descriptions: p.Descriptions, Img: p.Img, ImgSrcset: domain.PictureSrcset(p.Img), MinOrderQuantity: p.MinOrderQuantity,
		Orderable: p.TakesOrders(), CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt,
		SKU: p.SKU, PriceBreaks: breaks, LowStockThreshold: p.LowStockThreshold,
		Category: p.Category, Attributes: viewSpecs(p.Attributes), stockFields: sv.of(p)}
}

// historyView is one change of an order's or a quote's status.
type historyView[S domain.BookingStatus | domain.QuoteStatus] struct {
	Status S         `json:"status"`
	At     time.Time `json:"at"`
	By     string    `json:"by"`
}

type bookingEventView = historyView[domain.BookingStatus]

type bookingLineView struct {
	ProductID      string `json:"productId"`
	SKU            string `json:"sku"`
	ProductName    string `json:"productName"`
	Quantity       int64  `json:"quantity"`
	UnitPriceCents int64  `json:"unitPriceCents"`
	LineTotalCents int64  `json:"lineTotalCents"`

	lineFulfilment
}

// bookingView keeps the one-product fields (productId, productName,
// quantity, unitPriceCents) that older clients read, beside the lines.
type bookingView struct {
	ID              string               `json:"id"`
	ProductID       string               `json:"productId"`
	ProductName     string               `json:"productName"`
	UnitPriceCents  int64                `json:"unitPriceCents"`
	TotalPriceCents int64                `json:"totalPriceCents"`
	Quantity        int64                `json:"quantity"`
	Address         string               `json:"address"`
	Phone           string               `json:"phone"`
	ClientName      string               `json:"clientName"`
	User            string               `json:"user"`
	Status          domain.BookingStatus `json:"status"`
	Paid            bool                 `json:"paid"`
	TransactionID   string               `json:"transactionId"`
	TrackingNumber  string               `json:"trackingNumber"`
	History         []bookingEventView   `json:"history"`
	CreatedAt       time.Time            `json:"createdAt"`
	ExpiresAt       *time.Time           `json:"expiresAt,omitempty"` // unpaid orders only: when the reservation runs out

	Lines         []bookingLineView `json:"lines"`
	SubtotalCents int64             `json:"subtotalCents"`
	TaxCents      int64             `json:"taxCents"`
	PONumber      string            `json:"poNumber"`
	Note          string            `json:"note"`
	PaymentMethod string            `json:"paymentMethod" enum:"card,invoice"`
	QuoteID       string            `json:"quoteId,omitempty"` // the accepted quote it came from

	TaxRatePercent   string     `json:"taxRatePercent"` // "20.5"
	TaxExempt        bool       `json:"taxExempt"`      // the buyer was tax-exempt when it was priced: why the rate is 0
	InvoiceNumber    string     `json:"invoiceNumber"`
	DueDate          *time.Time `json:"dueDate"` // invoice terms only
	Overdue          bool       `json:"overdue"`
	PaidReference    string     `json:"paidReference"`
	CreditNoteNumber string     `json:"creditNoteNumber"`
	Reference        string     `json:"reference"` // the short order number buyers quote

	Company         *bookingCompanyView `json:"company,omitempty"`         // a company member's order
	RejectionReason string              `json:"rejectionReason,omitempty"` // why its company's approver rejected it
	Shipments       []shipmentView      `json:"shipments"`

	PaidAt          *time.Time   `json:"paidAt"`          // when the money arrived (card or transfer); null while unpaid
	RefundedCents   int64        `json:"refundedCents"`   // what the done refunds gave back
	RefundableCents int64        `json:"refundableCents"` // what is left to refund now
	Refunds         []refundView `json:"refunds"`         // oldest first
	returnFields
}

// viewBooking shows b as it stands at now (now decides whether it is overdue).
func viewBooking(b domain.Booking, now time.Time) bookingView {
	history := make([]bookingEventView, len(b.History))
	for i, h := range b.History {
		history[i] = bookingEventView{Status: h.Status, At: h.At, By: h.By}
	}
	return bookingView{ID: b.ID, ProductID: b.ProductID, ProductName: b.ProductName,
		UnitPriceCents: b.UnitPriceCents, TotalPriceCents: b.TotalPriceCents, Quantity: b.Quantity,
		Address: b.Address, Phone: b.Phone, ClientName: b.ClientName, User: b.UserEmail,
		Status: b.Status, Paid: b.Paid(), TransactionID: b.TransactionID,
		TrackingNumber: b.TrackingNumber, History: history, CreatedAt: b.CreatedAt, ExpiresAt: reservationEnd(b),
		Lines: viewBookingLines(b.Lines), SubtotalCents: b.SubtotalCents, TaxCents: b.TaxCents,
		PONumber: b.PONumber, Note: b.Note, PaymentMethod: b.PaymentMethod, QuoteID: b.QuoteID,
		TaxRatePercent: taxPercent(b.TaxRate), TaxExempt: b.TaxExempt, InvoiceNumber: b.InvoiceNumber,
		DueDate: timeOrNil(b.DueDate), Overdue: b.Overdue(now), PaidReference: b.PaidReference,
		CreditNoteNumber: latestCreditNote(b),
		Reference:        b.Reference(), Company: viewBookingCompany(b.Company), RejectionReason: b.RejectionReason,
		Shipments: viewShipments(b.Shipments), PaidAt: timeOrNil(b.PaidAt), RefundedCents: b.RefundedCents(),
		RefundableCents: b.RefundableCents(), Refunds: viewRefunds(b)}
}

// latestCreditNote is the number the booking's own credit-note.pdf downloads.
func latestCreditNote(b domain.Booking) string {
	number, _, _ := b.LatestCreditNote()
	return number
}

// taxPercent shows a rate as the percentage's number: "20.5".
func taxPercent(r domain.TaxRate) string { return strings.TrimSuffix(r.String(), "%") }

func timeOrNil(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func viewBookingLines(lines []domain.BookingLine) []bookingLineView {
	out := make([]bookingLineView, len(lines))
	for i, l := range lines {
		out[i] = bookingLineView{ProductID: l.ProductID, SKU: l.SKU, ProductName: l.ProductName,
			Quantity: l.Quantity, UnitPriceCents: l.UnitPriceCents, LineTotalCents: l.LineTotalCents,
			lineFulfilment: viewLineFulfilment(l)}
	}
	return out
}

// reservationEnd is shown only while it matters: an unpaid order that expires.
func reservationEnd(b domain.Booking) *time.Time {
	if end, ok := b.ReservationEnd(); ok {
		return &end
	}
	return nil
}

// reviewView leaves out the author's email: reviews are public.
type reviewView struct {
	ID            string    `json:"id"`
	Name          string    `json:"name"`
	Review        string    `json:"review"`
	Rating        int       `json:"rating"`
	Img           string    `json:"img"`
	ImgSrcset     string    `json:"imgSrcset,omitempty"`
	VerifiedBuyer bool      `json:"verifiedBuyer"`
	CreatedAt     time.Time `json:"createdAt"`
}

func viewReview(r domain.Review) reviewView {
	return reviewView{ID: r.ID, Name: r.Name, Review: r.Review, Rating: r.Rating, Img: r.Img, ImgSrcset: domain.PictureSrcset(r.Img),
		VerifiedBuyer: r.VerifiedBuyer, CreatedAt: r.CreatedAt}
}

type messageView struct {
	ID        string    `json:"id"`
	Email     string    `json:"email"`
	Name      string    `json:"name"`
	Subject   string    `json:"subject"`
	Message   string    `json:"message"`
	Read      bool      `json:"read"`
	Forwarded bool      `json:"forwarded"`
	CreatedAt time.Time `json:"createdAt"`
}

func viewMessage(m domain.ContactMessage) messageView {
	return messageView{ID: m.ID, Email: m.Email, Name: m.Name, Subject: m.Subject, Message: m.Message,
		Read: m.Read, Forwarded: m.Forwarded, CreatedAt: m.CreatedAt}
}
