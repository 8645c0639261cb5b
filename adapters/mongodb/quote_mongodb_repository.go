package mongodb

import (
	"context"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

type quoteLineDoc struct {
	ProductID             string `bson:"productId"`
	SKU                   string `bson:"sku"`
	ProductName           string `bson:"productName"`
	Quantity              int64  `bson:"quantity"`
	ListUnitPriceCents    int64  `bson:"listUnitPriceCents"`
	OfferedUnitPriceCents int64  `bson:"offeredUnitPriceCents"`
	OfferedQuantity       int64  `bson:"offeredQuantity,omitempty"` // absent when unchanged
}

type quoteChangeDoc struct {
	Status string    `bson:"status"`
	At     time.Time `bson:"at"`
	By     string    `bson:"by"`
}

type quoteDoc struct {
	ID         string           `bson:"_id"`
	UserID     string           `bson:"userId"`
	UserEmail  string           `bson:"userEmail"`
	Status     string           `bson:"status"`
	Lines      []quoteLineDoc   `bson:"lines"`
	Note       string           `bson:"note"`
	ValidUntil *time.Time       `bson:"validUntil,omitempty"` // absent until offered
	Reply      string           `bson:"reply,omitempty"`
	LeadTime   *int             `bson:"leadTimeDays,omitempty"` // absent when the offer doesn't say
	BookingID  string           `bson:"bookingId"`
	History    []quoteChangeDoc `bson:"history"`
	CreatedAt  time.Time        `bson:"createdAt"`
	UpdatedAt  time.Time        `bson:"updatedAt"`
	Version    int64            `bson:"version"`
}

func newQuoteDoc(q domain.Quote, version int64) quoteDoc {
	lines := make([]quoteLineDoc, len(q.Lines))
	for i, l := range q.Lines {
		lines[i] = quoteLineDoc(l)
	}
	history := make([]quoteChangeDoc, len(q.History))
	for i, h := range q.History {
		history[i] = quoteChangeDoc{Status: string(h.Status), At: storedTime(h.At), By: h.By}
	}
	return quoteDoc{
		ID: q.ID, UserID: q.UserID, UserEmail: q.UserEmail, Status: string(q.Status), Lines: lines, Note: q.Note,
		ValidUntil: optionalTime(q.ValidUntil), BookingID: q.BookingID, History: history,
		Reply: q.Reply, LeadTime: q.LeadTimeDays,
		CreatedAt: storedTime(q.CreatedAt), UpdatedAt: storedTime(q.UpdatedAt), Version: version,
	}
}

func (d quoteDoc) revision() int64 { return d.Version }

func (d quoteDoc) entity() domain.Quote {
	lines := make([]domain.QuoteLine, len(d.Lines))
	for i, l := range d.Lines {
		lines[i] = domain.QuoteLine(l)
	}
	history := make([]domain.QuoteChange, len(d.History))
	for i, h := range d.History {
		history[i] = domain.QuoteChange{Status: domain.QuoteStatus(h.Status), At: h.At.UTC(), By: h.By}
	}
	var validUntil time.Time
	if d.ValidUntil != nil {
		validUntil = d.ValidUntil.UTC()
	}
	return domain.Quote{
		ID: d.ID, UserID: d.UserID, UserEmail: d.UserEmail, Status: domain.QuoteStatus(d.Status), Lines: lines,
		Note: d.Note, ValidUntil: validUntil, BookingID: d.BookingID, History: history,
		Reply: d.Reply, LeadTimeDays: d.LeadTime,
		CreatedAt: d.CreatedAt.UTC(), UpdatedAt: d.UpdatedAt.UTC(),
	}
}

// CreateQuote inserts q with the caller's id.
func (s *Store) CreateQuote(ctx context.Context, q domain.Quote) error {
	_, err := s.quotes.InsertOne(ctx, newQuoteDoc(q, 1))
	return storeErr(err)
}

// GetQuote reads one quote.
func (s *Store) GetQuote(ctx context.Context, id string) (domain.Quote, error) {
	return getByID[domain.Quote, quoteDoc](ctx, s.quotes, id, "Quote")
}

// ListQuotes returns one page of quotes by user and by the status shown at
// f.Now, newest first.
func (s *Store) ListQuotes(ctx context.Context, f domain.QuoteFilter) (domain.Page[domain.Quote], error) {
	filter := bson.D{}
	if f.UserID != "" {
		filter = append(filter, bson.E{Key: "userId", Value: f.UserID})
	}
	filter = append(filter, quoteStatusFilter(f)...)
	return listPage[domain.Quote, quoteDoc](ctx, s.quotes, filter, newestFirst, f.PageRequest)
}

// quoteStatusFilter matches domain.Quote.StatusAt: an offer is expired from
// its validUntil on.
func quoteStatusFilter(f domain.QuoteFilter) bson.D {
	now := storedTime(f.Now)
	switch f.Status {
	case "":
		return nil
	case domain.QuoteOffered:
		return bson.D{{Key: "status", Value: string(domain.QuoteOffered)}, {Key: "validUntil", Value: bson.D{{Key: "$gt", Value: now}}}}
	case domain.QuoteExpired:
		return bson.D{{Key: "status", Value: string(domain.QuoteOffered)}, {Key: "validUntil", Value: bson.D{{Key: "$lte", Value: now}}}}
	default:
		return bson.D{{Key: "status", Value: string(f.Status)}}
	}
}

// UpdateQuote saves fn's change unless another writer got in between.
func (s *Store) UpdateQuote(ctx context.Context, id string, fn func(*domain.Quote) error) (domain.Quote, error) {
	var after domain.Quote
	err := s.audited(ctx, func(ctx context.Context) (err error) {
		_, after, err = updateVersioned(ctx, s.quotes, id, "Quote", newQuoteDoc, fn)
		return err
	})
	return after, err
}
