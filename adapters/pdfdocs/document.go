package pdfdocs

import (
	"fmt"
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
)

// document is what one page set shows, in words and numbers, before layout.
type document struct {
	Title  string // INVOICE, CREDIT NOTE or QUOTATION
	Number string
	Date   time.Time
	Shop   domain.ShopDetails
	Facts  []pair    // right of the seller: dates, PO number, order
	BillTo []string  // the buyer's company, VAT id, billing address
	ShipTo []string  // the delivery address
	Lines  []lineRow // the goods
	Totals []pair    // subtotal, tax, total; the last one is the total
	Notes  []string  // payment instructions or status
}

type pair struct{ Label, Value string }

type lineRow struct{ SKU, Description, Quantity, UnitPrice, Total string }

const dateLayout = "2 January 2006"

func formatDate(t time.Time) string { return t.UTC().Format(dateLayout) }

func invoiceDocument(b domain.Booking) document {
	subtotal, shop := subtotalCents(b), b.Parties.Seller
	d := document{
		Title: "INVOICE", Number: b.InvoiceNumber, Date: b.InvoicedAt, Shop: shop,
		Facts:  []pair{{"Invoice date", formatDate(b.InvoicedAt)}},
		BillTo: billTo(b.Parties.Buyer), ShipTo: shipTo(b), Lines: lineRows(b),
		Totals: []pair{
			{"Subtotal", domain.FormatUSD(subtotal)},
			{b.TaxLabel(), domain.FormatUSD(b.TaxCents)},
			{"Total", domain.FormatUSD(b.TotalPriceCents)},
		},
		Notes: []string{paymentNote(b)},
	}
	if awaitsTransfer(b) && shop.Bank != "" {
		d.Notes = append(d.Notes, "Bank details:\n"+shop.Bank)
	}
	if !b.DueDate.IsZero() {
		d.Facts = append(d.Facts, pair{"Due date", formatDate(b.DueDate)},
			pair{"Terms", fmt.Sprintf("Net %d days", netDays(b))})
	}
	d.Facts = append(d.Facts, orderFacts(b)...)
	return d
}

func creditNoteDocument(b domain.Booking) document {
	total := domain.FormatUSD(b.TotalPriceCents)
	d := document{
		Title: "CREDIT NOTE", Number: b.CreditNoteNumber, Date: b.CreditedAt, Shop: b.Parties.Seller,
		Facts: []pair{
			{"Credit note date", formatDate(b.CreditedAt)},
			{"For invoice", b.InvoiceNumber},
			{"Invoice date", formatDate(b.InvoicedAt)},
		},
		BillTo: billTo(b.Parties.Buyer), ShipTo: shipTo(b), Lines: lineRows(b),
		Totals: []pair{
			{"Subtotal credited", domain.FormatUSD(subtotalCents(b))},
			{b.TaxCreditedLabel(), domain.FormatUSD(b.TaxCents)},
			{"Total credited", total},
		},
		Notes: []string{fmt.Sprintf("This credit note cancels invoice %s in full. %s has been refunded.", b.InvoiceNumber, total)},
	}
	d.Facts = append(d.Facts, orderFacts(b)...)
	return d
}

func orderFacts(b domain.Booking) []pair {
	var facts []pair
	if b.PONumber != "" {
		facts = append(facts, pair{"PO number", b.PONumber})
	}
	return append(facts, pair{"Order", "#" + b.Reference()})
}

// billTo prints who the documents are addressed to, as recorded at issue.
func billTo(to domain.BillTo) []string {
	lines := []string{to.Name}
	if to.VATID != "" {
		lines = append(lines, "VAT ID: "+to.VATID)
	}
	lines = append(lines, splitLines(to.Address)...)
	return append(lines, to.Email)
}

func shipTo(b domain.Booking) []string {
	lines := append([]string{b.ClientName}, splitLines(b.Address)...)
	if b.Phone != "" {
		lines = append(lines, b.Phone)
	}
	return lines
}

// lineRows are the booking's lines; a booking from before multi-line orders
// has its one product in the summary fields instead.
func lineRows(b domain.Booking) []lineRow {
	lines := b.Lines
	if len(lines) == 0 {
		lines = []domain.BookingLine{{ProductName: b.ProductName, Quantity: b.Quantity,
			UnitPriceCents: b.UnitPriceCents, LineTotalCents: subtotalCents(b)}}
	}
	rows := make([]lineRow, 0, len(lines))
	for _, l := range lines {
		rows = append(rows, lineRow{SKU: l.SKU, Description: l.ProductName, Quantity: fmt.Sprint(l.Quantity),
			UnitPrice: domain.FormatUSD(l.UnitPriceCents), Total: domain.FormatUSD(l.LineTotalCents)})
	}
	return rows
}

// subtotalCents is the price before tax; bookings from before tax kept only a total.
func subtotalCents(b domain.Booking) int64 {
	if b.SubtotalCents == 0 {
		return b.TotalPriceCents - b.TaxCents
	}
	return b.SubtotalCents
}

func netDays(b domain.Booking) int {
	return int(b.DueDate.Sub(b.InvoicedAt).Round(24*time.Hour) / (24 * time.Hour))
}

// awaitsTransfer: an invoice-terms booking not paid yet, paid by bank transfer.
func awaitsTransfer(b domain.Booking) bool {
	return b.PaymentMethod == domain.PaymentInvoice && !b.Paid()
}

func paymentNote(b domain.Booking) string {
	switch {
	case b.PaidReference != "":
		return fmt.Sprintf("Paid by bank transfer, reference %s. Thank you for your order.", b.PaidReference)
	case awaitsTransfer(b):
		return fmt.Sprintf("Please pay %s by bank transfer by %s, quoting %s as the reference.",
			domain.FormatUSD(b.TotalPriceCents), formatDate(b.DueDate), b.InvoiceNumber)
	default:
		return "Paid by card. Thank you for your order."
	}
}

func splitLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}
