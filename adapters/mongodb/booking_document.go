package mongodb

import (
	"time"

	"github.com/palletshop/pallet/domain"
)

type statusChangeDoc struct {
	Status string    `bson:"status"`
	At     time.Time `bson:"at"`
	By     string    `bson:"by"`
}

type bookingDoc struct {
	ID              string            `bson:"_id"`
	ProductID       string            `bson:"productId"`
	ProductName     string            `bson:"productName"`
	UnitPriceCents  int64             `bson:"unitPriceCents"`
	TotalPriceCents int64             `bson:"totalPriceCents"`
	Quantity        int64             `bson:"quantity"`
	Address         string            `bson:"address"`
	Phone           string            `bson:"phone"`
	ClientName      string            `bson:"clientName"`
	UserID          string            `bson:"userId"`
	User            string            `bson:"user"`
	Status          string            `bson:"status"`
	TransactionID   string            `bson:"transactionId"`
	PaymentIntentID string            `bson:"paymentIntentId"`
	TrackingNumber  string            `bson:"trackingNumber"`
	History         []statusChangeDoc `bson:"history"`
	CreatedAt       time.Time         `bson:"createdAt"`
	UpdatedAt       time.Time         `bson:"updatedAt"`
	ExpiresAt       *time.Time        `bson:"expiresAt,omitempty"` // absent: never expires
	Version         int64             `bson:"version"`
	Lines           []bookingLineDoc  `bson:"lines"`
	SubtotalCents   int64             `bson:"subtotalCents"`
	TaxCents        int64             `bson:"taxCents"`
	PONumber        string            `bson:"poNumber"`
	Note            string            `bson:"note"`
	PaymentMethod   string            `bson:"paymentMethod"`
	QuoteID         string            `bson:"quoteId"`
	TaxRate         int64             `bson:"taxRate"`
	TaxExempt       bool              `bson:"taxExempt"` // missing on older orders: false
	// The document numbers are left out until given, so their unique index
	// only sees numbered bookings.
	InvoiceNumber    string     `bson:"invoiceNumber,omitempty"`
	InvoicedAt       *time.Time `bson:"invoicedAt,omitempty"`
	DueDate          *time.Time `bson:"dueDate,omitempty"`
	PaidReference    string     `bson:"paidReference"`
	CreditNoteNumber string     `bson:"creditNoteNumber,omitempty"`
	CreditedAt       *time.Time `bson:"creditedAt,omitempty"`
	// Parties are absent until recorded with the invoice's number.
	Parties *partiesDoc `bson:"parties,omitempty"`
	// Company is absent on an order placed outside a company account.
	Company         *bookingCompanyDoc `bson:"company,omitempty"`
	RejectionReason string             `bson:"rejectionReason,omitempty"`

	// CreatedDay is createdAt's UTC day, YYYY-MM-DD, so the sales dashboard
	// groups by day without date operators (FerretDB v1 has none).
	CreatedDay string `bson:"createdDay"`
	// Shipments: absent until the first one.
	Shipments []shipmentDoc `bson:"shipments,omitempty"`
	// Returns: absent until the first one.
	Returns []returnDoc `bson:"returns,omitempty"`
	// PaidAt is absent while unpaid, and on orders paid before it was kept:
	// those read it from their history's first "paid".
	PaidAt *time.Time `bson:"paidAt,omitempty"`
	// Refunds: absent until the first one.
	Refunds []refundDoc `bson:"refunds,omitempty"`
}

// refundDoc is one refund embedded in its booking.
type refundDoc struct {
	ID               string          `bson:"id"`
	At               time.Time       `bson:"at"`
	AmountCents      int64           `bson:"amountCents"`
	TaxCents         int64           `bson:"taxCents"`
	Reason           string          `bson:"reason"`
	Lines            []refundLineDoc `bson:"lines"`
	CreditNoteNumber string          `bson:"creditNoteNumber"`
	CreditedAt       *time.Time      `bson:"creditedAt,omitempty"`
	Status           string          `bson:"status"`
	By               string          `bson:"by"`
	ReturnID         string          `bson:"returnId"`
}

type refundLineDoc struct {
	ProductID   string `bson:"productId"`
	Quantity    int64  `bson:"quantity"`
	AmountCents int64  `bson:"amountCents"`
}

func newRefundDocs(refunds []domain.Refund) []refundDoc {
	var docs []refundDoc
	for _, r := range refunds {
		d := refundDoc{ID: r.ID, At: storedTime(r.At), AmountCents: r.AmountCents, TaxCents: r.TaxCents, Reason: r.Reason,
			CreditNoteNumber: r.CreditNoteNumber, CreditedAt: optionalTime(r.CreditedAt), Status: string(r.Status),
			By: r.By, ReturnID: r.ReturnID}
		for _, l := range r.Lines {
			d.Lines = append(d.Lines, refundLineDoc(l))
		}
		docs = append(docs, d)
	}
	return docs
}

func refundEntities(docs []refundDoc) []domain.Refund {
	var refunds []domain.Refund
	for _, d := range docs {
		r := domain.Refund{ID: d.ID, At: d.At.UTC(), AmountCents: d.AmountCents, TaxCents: d.TaxCents, Reason: d.Reason,
			CreditNoteNumber: d.CreditNoteNumber, CreditedAt: timeOrZero(d.CreditedAt), Status: domain.RefundStatus(d.Status),
			By: d.By, ReturnID: d.ReturnID}
		for _, l := range d.Lines {
			r.Lines = append(r.Lines, domain.RefundLine(l))
		}
		refunds = append(refunds, r)
	}
	return refunds
}

// paidAt is when the money arrived: the field, or for an order saved before
// it was kept, the first time its history says paid.
func (d bookingDoc) paidAt() time.Time {
	if d.PaidAt != nil {
		return d.PaidAt.UTC()
	}
	for _, h := range d.History {
		if h.Status == string(domain.StatusPaid) {
			return h.At.UTC()
		}
	}
	return time.Time{}
}

// bookingLineDoc is one line embedded in its booking.
type bookingLineDoc struct {
	ProductID      string `bson:"productId"`
	SKU            string `bson:"sku"`
	ProductName    string `bson:"productName"`
	Quantity       int64  `bson:"quantity"`
	UnitPriceCents int64  `bson:"unitPriceCents"`
	LineTotalCents int64  `bson:"lineTotalCents"`
	// Absent on lines placed before warehouses: all from main.
	Allocations         []allocationDoc `bson:"allocations,omitempty"`
	BackorderedQuantity int64           `bson:"backorderedQuantity,omitempty"`
}

type allocationDoc struct {
	Warehouse string `bson:"warehouse"`
	Quantity  int64  `bson:"quantity"`
}

func newLineDocs(lines []domain.BookingLine) []bookingLineDoc {
	docs := make([]bookingLineDoc, len(lines))
	for i, l := range lines {
		docs[i] = bookingLineDoc{ProductID: l.ProductID, SKU: l.SKU, ProductName: l.ProductName, Quantity: l.Quantity,
			UnitPriceCents: l.UnitPriceCents, LineTotalCents: l.LineTotalCents, BackorderedQuantity: l.BackorderedQuantity}
		for _, a := range l.Allocations {
			docs[i].Allocations = append(docs[i].Allocations, allocationDoc(a))
		}
	}
	return docs
}

func lineEntities(docs []bookingLineDoc) []domain.BookingLine {
	lines := make([]domain.BookingLine, len(docs))
	for i, d := range docs {
		lines[i] = domain.BookingLine{ProductID: d.ProductID, SKU: d.SKU, ProductName: d.ProductName, Quantity: d.Quantity,
			UnitPriceCents: d.UnitPriceCents, LineTotalCents: d.LineTotalCents, BackorderedQuantity: d.BackorderedQuantity}
		for _, a := range d.Allocations {
			lines[i].Allocations = append(lines[i].Allocations, domain.Allocation(a))
		}
	}
	return lines
}

// shipmentDoc is one shipment embedded in its booking.
type shipmentDoc struct {
	ID             string            `bson:"id"`
	At             time.Time         `bson:"at"`
	Carrier        string            `bson:"carrier"`
	TrackingNumber string            `bson:"trackingNumber"`
	Lines          []shipmentLineDoc `bson:"lines"`
}

type shipmentLineDoc struct {
	ProductID string `bson:"productId"`
	Quantity  int64  `bson:"quantity"`
}

func newShipmentDocs(shipments []domain.Shipment) []shipmentDoc {
	var docs []shipmentDoc
	for _, s := range shipments {
		d := shipmentDoc{ID: s.ID, At: storedTime(s.At), Carrier: s.Carrier, TrackingNumber: s.TrackingNumber}
		for _, l := range s.Lines {
			d.Lines = append(d.Lines, shipmentLineDoc(l))
		}
		docs = append(docs, d)
	}
	return docs
}

func shipmentEntities(docs []shipmentDoc) []domain.Shipment {
	var shipments []domain.Shipment
	for _, d := range docs {
		s := domain.Shipment{ID: d.ID, At: d.At.UTC(), Carrier: d.Carrier, TrackingNumber: d.TrackingNumber}
		for _, l := range d.Lines {
			s.Lines = append(s.Lines, domain.ShipmentLine(l))
		}
		shipments = append(shipments, s)
	}
	return shipments
}

func newBookingDoc(b domain.Booking, version int64) bookingDoc {
	history := make([]statusChangeDoc, 0, len(b.History))
	for _, h := range b.History {
		history = append(history, statusChangeDoc{Status: string(h.Status), At: storedTime(h.At), By: h.By})
	}
	return bookingDoc{
		ID: b.ID, ProductID: b.ProductID, ProductName: b.ProductName,
		UnitPriceCents: b.UnitPriceCents, TotalPriceCents: b.TotalPriceCents, Quantity: b.Quantity,
		Address: b.Address, Phone: b.Phone, ClientName: b.ClientName, UserID: b.UserID, User: b.UserEmail,
		Status: string(b.Status), TransactionID: b.TransactionID, PaymentIntentID: b.PaymentIntentID,
		TrackingNumber: b.TrackingNumber, History: history,
		CreatedAt: storedTime(b.CreatedAt), CreatedDay: domain.DayKey(b.CreatedAt), UpdatedAt: storedTime(b.UpdatedAt), ExpiresAt: optionalTime(b.ExpiresAt),
		Version: version, Lines: newLineDocs(b.Lines), SubtotalCents: b.SubtotalCents, TaxCents: b.TaxCents,
		PONumber: b.PONumber, Note: b.Note, PaymentMethod: b.PaymentMethod, QuoteID: b.QuoteID,
		TaxRate: int64(b.TaxRate), TaxExempt: b.TaxExempt, InvoiceNumber: b.InvoiceNumber, InvoicedAt: optionalTime(b.InvoicedAt),
		DueDate: optionalTime(b.DueDate), PaidReference: b.PaidReference,
		CreditNoteNumber: b.CreditNoteNumber, CreditedAt: optionalTime(b.CreditedAt),
		Parties: newPartiesDoc(b.Parties), Company: newBookingCompanyDoc(b.Company), RejectionReason: b.RejectionReason,
		Shipments: newShipmentDocs(b.Shipments), Returns: newReturnDocs(b), PaidAt: optionalTime(b.PaidAt), Refunds: newRefundDocs(b.Refunds),
	}
}

type bookingCompanyDoc struct {
	ID   string `bson:"id"`
	Name string `bson:"name"`
}

func newBookingCompanyDoc(c domain.BookingCompany) *bookingCompanyDoc {
	if c.ID == "" {
		return nil
	}
	return &bookingCompanyDoc{ID: c.ID, Name: c.Name}
}

func (d *bookingCompanyDoc) entity() domain.BookingCompany {
	if d == nil {
		return domain.BookingCompany{}
	}
	return domain.BookingCompany{ID: d.ID, Name: d.Name}
}

// optionalTime leaves the zero time out of the document.
func optionalTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	stored := storedTime(t)
	return &stored
}

func (d bookingDoc) revision() int64 { return d.Version }

func (d bookingDoc) entity() domain.Booking {
	var history []domain.StatusChange
	for _, h := range d.History {
		history = append(history, domain.StatusChange{Status: domain.BookingStatus(h.Status), At: h.At.UTC(), By: h.By})
	}
	return domain.Booking{
		ID: d.ID, ProductID: d.ProductID, ProductName: d.ProductName,
		UnitPriceCents: d.UnitPriceCents, TotalPriceCents: d.TotalPriceCents, Quantity: d.Quantity,
		Address: d.Address, Phone: d.Phone, ClientName: d.ClientName, UserID: d.UserID, UserEmail: d.User,
		Status: domain.BookingStatus(d.Status), TransactionID: d.TransactionID, PaymentIntentID: d.PaymentIntentID,
		TrackingNumber: d.TrackingNumber, History: history,
		CreatedAt: d.CreatedAt.UTC(), UpdatedAt: d.UpdatedAt.UTC(), ExpiresAt: timeOrZero(d.ExpiresAt),
		Lines: lineEntities(d.Lines), SubtotalCents: d.SubtotalCents, TaxCents: d.TaxCents,
		PONumber: d.PONumber, Note: d.Note, PaymentMethod: d.PaymentMethod, QuoteID: d.QuoteID,
		TaxRate: domain.TaxRate(d.TaxRate), TaxExempt: d.TaxExempt, InvoiceNumber: d.InvoiceNumber, InvoicedAt: timeOrZero(d.InvoicedAt),
		DueDate: timeOrZero(d.DueDate), PaidReference: d.PaidReference,
		CreditNoteNumber: d.CreditNoteNumber, CreditedAt: timeOrZero(d.CreditedAt),
		Parties: d.Parties.entity(), Company: d.Company.entity(), RejectionReason: d.RejectionReason,
		Shipments: shipmentEntities(d.Shipments), Returns: returnEntities(d.Returns), PaidAt: d.paidAt(), Refunds: refundEntities(d.Refunds),
	}
}

// timeOrZero reads an optional time back; absent is the zero time.
func timeOrZero(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return t.UTC()
}
