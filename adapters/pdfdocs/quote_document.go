package pdfdocs

import (
	"fmt"
	"time"

	"github.com/palletshop/pallet/domain"
)

// quoteDocument is an offer as the buyer's approver reads it: the offered
// pieces at the offered prices, until when it holds, how soon it ships and
// the shop's answer. Tax is added when the offer is ordered.
func quoteDocument(q domain.Quote, parties domain.DocumentParties) document {
	reference := "#" + domain.ShortReference(q.ID)
	offered := offeredAt(q)
	d := document{
		Title: "QUOTATION", Number: "Quote " + reference, Date: offered, Shop: parties.Seller,
		Facts: []pair{
			{"Quote date", formatDate(offered)},
			{"Valid until", formatDate(q.ValidUntil)},
		},
		BillTo: billTo(parties.Buyer), Lines: quoteRows(q),
		Totals: []pair{{"Total before tax", domain.FormatUSD(quoteTotalCents(q))}},
	}
	if q.LeadTimeDays != nil {
		d.Facts = append(d.Facts, pair{"Lead time", leadTime(*q.LeadTimeDays)})
	}
	d.Facts = append(d.Facts, pair{"Reference", reference})
	if q.BookingID != "" {
		d.Facts = append(d.Facts, pair{"Order", "#" + domain.ShortReference(q.BookingID)})
	}
	if q.Note != "" {
		d.Notes = append(d.Notes, "Your note: "+q.Note)
	}
	if q.Reply != "" {
		d.Notes = append(d.Notes, "Our answer: "+q.Reply)
	}
	d.Notes = append(d.Notes, fmt.Sprintf("Prices are per piece, before tax, and hold until %s. "+
		"Accept the offer in your account to order it.", formatDate(q.ValidUntil)))
	return d
}

// offeredAt is when the shop made the offer: its history's offered entry.
func offeredAt(q domain.Quote) time.Time {
	for _, h := range q.History {
		if h.Status == domain.QuoteOffered {
			return h.At
		}
	}
	return q.UpdatedAt
}

func quoteRows(q domain.Quote) []lineRow {
	rows := make([]lineRow, 0, len(q.Lines))
	for _, l := range q.Lines {
		description := l.ProductName
		if l.OfferedQuantity > 0 {
			description += fmt.Sprintf(" (you asked for %d)", l.Quantity)
		}
		rows = append(rows, lineRow{SKU: l.SKU, Description: description, Quantity: fmt.Sprint(l.OrderQuantity()),
			UnitPrice: domain.FormatUSD(l.OfferedUnitPriceCents), Total: domain.FormatUSD(l.OfferedUnitPriceCents * l.OrderQuantity())})
	}
	return rows
}

func quoteTotalCents(q domain.Quote) int64 {
	var total int64
	for _, l := range q.Lines {
		total += l.OfferedUnitPriceCents * l.OrderQuantity()
	}
	return total
}

func leadTime(days int) string {
	if days == 1 {
		return "About 1 day"
	}
	return fmt.Sprintf("About %d days", days)
}
