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
	OfferedQuantity       *int64 `json:"offeredQuantity"`       // null unless the offer changed the quantity
}

type quoteEventView = historyView[domain.QuoteStatus]

// quoteView shows the status as it is now: an offer past its validity
// reads expired.
type quoteView struct {
	ID         string             `json:"id"`
	Status     domain.QuoteStatus `json:"status"`
	Lines      []quoteLineView    `json:"lines"`
	Note       string             `json:"note"`
	ValidUntil *time.Time         `json:"validUntil"`   // null until offered
	Reply      string             `json:"reply"`        // the shop's answer; "" when none
	LeadTime   *int               `json:"leadTimeDays"` // about how many days after ordering it ships; null when not said
	BookingID  *string            `json:"bookingId"`    // null until accepted
	User       string             `json:"user"`         // the buyer's email: the owner's own, or any for admins
	History    []quoteEventView   `json:"history"`
	CreatedAt  time.Time          `json:"createdAt"`
}

// quoteViewFor renders quotes with the status at the server's now and the
// history the caller may see.
func (s *Server) quoteViewFor(c *gin.Context) func(domain.Quote) quoteView {
	viewer, now := currentUser(c), s.d.Clock()
	return func(q domain.Quote) quoteView {
		v := quoteView{ID: q.ID, Status: q.StatusAt(now), Lines: viewQuoteLines(q.Lines), Note: q.Note,
			Reply: q.Reply, LeadTime: q.LeadTimeDays, User: q.UserEmail, CreatedAt: q.CreatedAt}
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
		if l.OfferedQuantity > 0 {
			out[i].OfferedQuantity = &lines[i].OfferedQuantity
		}
	}
	return out
}
