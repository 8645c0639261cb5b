package sqlite

import (
	"encoding/json"

	"github.com/palletshop/pallet/domain"
)

// refundEntry is one element of the bookings.refunds JSON array.
type refundEntry struct {
	ID               string              `json:"id"`
	At               int64               `json:"at"`
	AmountCents      int64               `json:"amountCents"`
	TaxCents         int64               `json:"taxCents"`
	Reason           string              `json:"reason"`
	Lines            []refundLineEntry   `json:"lines"`
	CreditNoteNumber string              `json:"creditNoteNumber"`
	CreditedAt       int64               `json:"creditedAt"`
	Status           domain.RefundStatus `json:"status"`
	By               string              `json:"by"`
	ReturnID         string              `json:"returnId"`
}

type refundLineEntry struct {
	ProductID   string `json:"productId"`
	Quantity    int64  `json:"quantity"`
	AmountCents int64  `json:"amountCents"`
}

func encodeRefunds(refunds []domain.Refund) (string, error) {
	entries := make([]refundEntry, len(refunds))
	for i, r := range refunds {
		entries[i] = refundEntry{ID: r.ID, At: toMillis(r.At), AmountCents: r.AmountCents, TaxCents: r.TaxCents,
			Reason: r.Reason, CreditNoteNumber: r.CreditNoteNumber, CreditedAt: toOptionalMillis(r.CreditedAt),
			Status: r.Status, By: r.By, ReturnID: r.ReturnID}
		for _, l := range r.Lines {
			entries[i].Lines = append(entries[i].Lines, refundLineEntry(l))
		}
	}
	data, err := json.Marshal(entries)
	return string(data), err
}

func decodeRefunds(data string) ([]domain.Refund, error) {
	var entries []refundEntry
	if err := json.Unmarshal([]byte(data), &entries); err != nil || len(entries) == 0 {
		return nil, err
	}
	refunds := make([]domain.Refund, len(entries))
	for i, e := range entries {
		refunds[i] = domain.Refund{ID: e.ID, At: fromMillis(e.At), AmountCents: e.AmountCents, TaxCents: e.TaxCents,
			Reason: e.Reason, CreditNoteNumber: e.CreditNoteNumber, CreditedAt: fromOptionalMillis(e.CreditedAt),
			Status: e.Status, By: e.By, ReturnID: e.ReturnID}
		for _, l := range e.Lines {
			refunds[i].Lines = append(refunds[i].Lines, domain.RefundLine(l))
		}
	}
	return refunds, nil
}
