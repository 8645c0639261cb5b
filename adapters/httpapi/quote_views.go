package httpapi

import (
	"time"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

type quoteLineView struct {
	ProductID             string `json:"productId"`
	SKU                   string `json:"sku"`
	ProductName           string `json:"productName"`
	Quantity              int64  `json:"quantity"`
	ListUnitPriceCents    int64  `json:"listUnitPriceCents"`
	OfferedUnitPriceCents *int64 `json:"offeredUnitPriceCents"` // null until offered
}

type quoteEventView = historyView[domain.QuoteStatus]

// quoteView shows the status as it is now: an offer past its validity
// reads expired.
type quoteView struct {
	ID         string             `json:"id"`
	Status     domain.QuoteStatus `json:"status"`
	Lines      []quoteLineView    `json:"lines"`
	Note       string             `json:"note"`
	ValidUntil *time.Time         `json:"validUntil"` // null until offered
	BookingID  *string            `json:"bookingId"`  // null until accepted
	User       string             `json:"user"`       // the buyer's email: the owner's own, or any for admins
	History    []quoteEventView   `json:"history"`
	CreatedAt  time.Time          `json:"createdAt"`
}

// quoteViewFor renders quotes with the status at the server's now and the
// history the caller may see.
func (s *Server) quoteViewFor(c *gin.Context) func(domain.Quote) quoteView {
	viewer, now := currentUser(c), s.d.Clock()
	return func(q domain.Quote) quoteView {
		v := quoteView{ID: q.ID, Status: q.StatusAt(now), Lines: viewQuoteLines(q.Lines), Note: q.Note,
			User: q.UserEmail, CreatedAt: q.CreatedAt}
		if !q.ValidUntil.IsZero() {
			v.ValidUntil = &q.ValidUntil
		}
		if q.BookingID != "" {
			v.BookingID = &q.BookingID
		}
		seen := q.HistorySeenBy(viewer)
		v.History = make([]quoteEventView, len(seen))
		for i, h := range seen {
			v.History[i] = quoteEventView{Status: h.Status, At: h.At, By: h.By}
		}
		return v
	}
}

func viewQuoteLines(lines []domain.QuoteLine) []quoteLineView {
	out := make([]quoteLineView, len(lines))
	for i, l := range lines {
		out[i] = quoteLineView{ProductID: l.ProductID, SKU: l.SKU, ProductName: l.ProductName, Quantity: l.Quantity,
			ListUnitPriceCents: l.ListUnitPriceCents}
		if l.OfferedUnitPriceCents > 0 {
			out[i].OfferedUnitPriceCents = &lines[i].OfferedUnitPriceCents
		}
	}
	return out
}
