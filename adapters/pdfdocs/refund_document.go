package pdfdocs

import (
	"fmt"

	"github.com/palletshop/pallet/domain"
)

// refundCreditNoteDocument is the credit note of one refund: the pieces it
// gives back at the prices paid, or, for a refund of an amount, that amount
// as one line; with the tax it credits.
func refundCreditNoteDocument(b domain.Booking, r domain.Refund) document {
	subtotal := r.AmountCents - r.TaxCents
	d := document{
		Title: "CREDIT NOTE", Number: r.CreditNoteNumber, Date: r.CreditedAt, Shop: b.Parties.Seller,
		Facts: []pair{
			{"Credit note date", formatDate(r.CreditedAt)},
			{"For invoice", b.InvoiceNumber},
			{"Invoice date", formatDate(b.InvoicedAt)},
		},
		BillTo: billTo(b.Parties.Buyer), ShipTo: shipTo(b), Lines: refundRows(b, r),
		Totals: []pair{
			{"Subtotal credited", domain.FormatUSD(subtotal)},
			{b.TaxCreditedLabel(), domain.FormatUSD(r.TaxCents)},
			{"Total credited", domain.FormatUSD(r.AmountCents)},
		},
		Notes: []string{refundNote(b, r)},
	}
	if r.Reason != "" {
		d.Notes = append(d.Notes, "Reason: "+r.Reason)
	}
	d.Facts = append(d.Facts, orderFacts(b)...)
	return d
}

func refundRows(b domain.Booking, r domain.Refund) []lineRow {
	if len(r.Lines) == 0 {
		return []lineRow{{Description: "Refund of an amount of the order", Quantity: "1",
			UnitPrice: domain.FormatUSD(r.AmountCents - r.TaxCents), Total: domain.FormatUSD(r.AmountCents - r.TaxCents)}}
	}
	rows := make([]lineRow, 0, len(r.Lines))
	for _, l := range r.Lines {
		row := lineRow{Quantity: fmt.Sprint(l.Quantity), Total: domain.FormatUSD(l.AmountCents)}
		for _, ordered := range b.Lines {
			if ordered.ProductID == l.ProductID {
				row.SKU, row.Description, row.UnitPrice = ordered.SKU, ordered.ProductName, domain.FormatUSD(ordered.UnitPriceCents)
			}
		}
		rows = append(rows, row)
	}
	return rows
}

func refundNote(b domain.Booking, r domain.Refund) string {
	total := domain.FormatUSD(r.AmountCents)
	switch {
	case b.ReturnsMoneyByCard():
		return fmt.Sprintf("This credit note reduces invoice %s by %s, refunded to the card it was paid with.", b.InvoiceNumber, total)
	case !b.PaidAt.IsZero():
		return fmt.Sprintf("This credit note reduces invoice %s by %s, refunded by bank transfer.", b.InvoiceNumber, total)
	default:
		return fmt.Sprintf("This credit note reduces invoice %s by %s: that much less is owed.", b.InvoiceNumber, total)
	}
}
