package sqlite

import (
	"encoding/json"
	"time"

	"github.com/palletshop/pallet/domain"
)

const bookingColumns = `id, product_id, product_name, unit_price_cents, total_price_cents, quantity, address, phone,
	client_name, user_id, user_email, status, transaction_id, payment_intent_id, tracking_number, history, created_at, updated_at, expires_at,
	lines, subtotal_cents, tax_cents, po_number, note, payment_method, quote_id,
	tax_rate, invoice_number, invoiced_at, due_date, paid_reference, credit_note_number, credited_at, parties,
	company_id, company_name, rejection_reason, shipments, returns, paid_at, refunds, tax_exempt`

// bookingPlaceholders has one ? per column of bookingColumns.
var bookingPlaceholders = placeholdersFor(bookingColumns)

// historyEntry is one element of the bookings.history JSON array.
type historyEntry struct {
	Status domain.BookingStatus `json:"status"`
	At     int64                `json:"at"`
	By     string               `json:"by"`
}

func encodeHistory(history []domain.StatusChange) (string, error) {
	entries := make([]historyEntry, len(history))
	for i, h := range history {
		entries[i] = historyEntry{Status: h.Status, At: toMillis(h.At), By: h.By}
	}
	data, err := json.Marshal(entries)
	return string(data), err
}

func decodeHistory(data string) ([]domain.StatusChange, error) {
	var entries []historyEntry
	if err := json.Unmarshal([]byte(data), &entries); err != nil {
		return nil, err
	}
	history := make([]domain.StatusChange, len(entries))
	for i, e := range entries {
		history[i] = domain.StatusChange{Status: e.Status, At: fromMillis(e.At), By: e.By}
	}
	return history, nil
}

// lineEntry is one element of the bookings.lines JSON array; the
// 00005 migration writes the same keys.
type lineEntry struct {
	ProductID      string `json:"productId"`
	SKU            string `json:"sku"`
	ProductName    string `json:"productName"`
	Quantity       int64  `json:"quantity"`
	UnitPriceCents int64  `json:"unitPriceCents"`
	LineTotalCents int64  `json:"lineTotalCents"`
	// Since 00023: absent on lines placed before warehouses.
	Allocations         []allocationEntry `json:"allocations,omitempty"`
	BackorderedQuantity int64             `json:"backorderedQuantity,omitempty"`
}

type allocationEntry struct {
	Warehouse string `json:"warehouse"`
	Quantity  int64  `json:"quantity"`
}

func encodeLines(lines []domain.BookingLine) (string, error) {
	entries := make([]lineEntry, len(lines))
	for i, l := range lines {
		entries[i] = lineEntry{ProductID: l.ProductID, SKU: l.SKU, ProductName: l.ProductName, Quantity: l.Quantity,
			UnitPriceCents: l.UnitPriceCents, LineTotalCents: l.LineTotalCents, BackorderedQuantity: l.BackorderedQuantity}
		for _, a := range l.Allocations {
			entries[i].Allocations = append(entries[i].Allocations, allocationEntry(a))
		}
	}
	data, err := json.Marshal(entries)
	return string(data), err
}

func decodeLines(data string) ([]domain.BookingLine, error) {
	var entries []lineEntry
	if err := json.Unmarshal([]byte(data), &entries); err != nil {
		return nil, err
	}
	lines := make([]domain.BookingLine, len(entries))
	for i, e := range entries {
		lines[i] = domain.BookingLine{ProductID: e.ProductID, SKU: e.SKU, ProductName: e.ProductName, Quantity: e.Quantity,
			UnitPriceCents: e.UnitPriceCents, LineTotalCents: e.LineTotalCents, BackorderedQuantity: e.BackorderedQuantity}
		for _, a := range e.Allocations {
			lines[i].Allocations = append(lines[i].Allocations, domain.Allocation(a))
		}
	}
	return lines, nil
}

func scanBooking(row rowScanner) (domain.Booking, error) {
	var b domain.Booking
	var history, lines, parties, shipments, returns, refunds string
	var created, updated, expires, invoiced, due, credited, paid int64
	err := row.Scan(&b.ID, &b.ProductID, &b.ProductName, &b.UnitPriceCents, &b.TotalPriceCents, &b.Quantity,
		&b.Address, &b.Phone, &b.ClientName, &b.UserID, &b.UserEmail, &b.Status, &b.TransactionID,
		&b.PaymentIntentID, &b.TrackingNumber, &history, &created, &updated, &expires,
		&lines, &b.SubtotalCents, &b.TaxCents, &b.PONumber, &b.Note, &b.PaymentMethod, &b.QuoteID,
		&b.TaxRate, &b.InvoiceNumber, &invoiced, &due, &b.PaidReference, &b.CreditNoteNumber, &credited, &parties,
		&b.Company.ID, &b.Company.Name, &b.RejectionReason, &shipments, &returns, &paid, &refunds, &b.TaxExempt)
	if err != nil {
		return domain.Booking{}, err
	}
	b.CreatedAt, b.UpdatedAt, b.ExpiresAt = fromMillis(created), fromMillis(updated), fromOptionalMillis(expires)
	b.InvoicedAt, b.DueDate, b.CreditedAt = fromOptionalMillis(invoiced), fromOptionalMillis(due), fromOptionalMillis(credited)
	b.PaidAt = fromOptionalMillis(paid)
	if b.Refunds, err = decodeRefunds(refunds); err != nil {
		return domain.Booking{}, err
	}
	if b.History, err = decodeHistory(history); err != nil {
		return domain.Booking{}, err
	}
	if b.Parties, err = decodeParties(parties); err != nil {
		return domain.Booking{}, err
	}
	if b.Shipments, err = decodeShipments(shipments); err != nil {
		return domain.Booking{}, err
	}
	if b.Returns, err = decodeReturns(returns); err != nil {
		return domain.Booking{}, err
	}
	b.Lines, err = decodeLines(lines)
	return b, err
}

// bookingValues lists b's columns in bookingColumns order.
func bookingValues(b domain.Booking) ([]any, error) {
	history, err := encodeHistory(b.History)
	if err != nil {
		return nil, err
	}
	lines, err := encodeLines(b.Lines)
	if err != nil {
		return nil, err
	}
	parties, err := encodeParties(b.Parties)
	if err != nil {
		return nil, err
	}
	shipments, err := encodeShipments(b.Shipments)
	if err != nil {
		return nil, err
	}
	returns, err := encodeReturns(b.Returns)
	if err != nil {
		return nil, err
	}
	refunds, err := encodeRefunds(b.Refunds)
	if err != nil {
		return nil, err
	}
	return []any{b.ID, b.ProductID, b.ProductName, b.UnitPriceCents, b.TotalPriceCents, b.Quantity,
		b.Address, b.Phone, b.ClientName, b.UserID, b.UserEmail, b.Status, b.TransactionID,
		b.PaymentIntentID, b.TrackingNumber, history, toMillis(b.CreatedAt), toMillis(b.UpdatedAt),
		toOptionalMillis(b.ExpiresAt), lines, b.SubtotalCents, b.TaxCents, b.PONumber, b.Note, b.PaymentMethod, b.QuoteID,
		b.TaxRate, b.InvoiceNumber, toOptionalMillis(b.InvoicedAt), toOptionalMillis(b.DueDate), b.PaidReference,
		b.CreditNoteNumber, toOptionalMillis(b.CreditedAt), parties, b.Company.ID, b.Company.Name, b.RejectionReason, shipments, returns,
		toOptionalMillis(b.PaidAt), refunds, b.TaxExempt}, nil
}

// toOptionalMillis keeps the zero time ("never") as 0.
func toOptionalMillis(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return toMillis(t)
}

func fromOptionalMillis(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return fromMillis(ms)
}
