package mongodb

import (
	"context"
	"errors"
	"fmt"
	"slices"
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

// CreateQuoteFromCart takes the quoted products' lines out of the buyer's
// cart (one version-checked update of the cart document), then inserts q;
// when the insert fails the lines are put back, as a checkout puts back
// its cart. Without transactions (a standalone mongod, FerretDB) a crash
// between the two loses the lines from the cart, never the quote's.
func (s *Store) CreateQuoteFromCart(ctx context.Context, q domain.Quote) error {
	ids := q.ProductIDs()
	var taken []domain.CartLine
	_, err := s.changeCart(ctx, q.UserID, func(c *domain.Cart) {
		taken = taken[:0]
		c.Lines = slices.DeleteFunc(c.Lines, func(l domain.CartLine) bool {
			if slices.Contains(ids, l.ProductID) {
				taken = append(taken, l)
				return true
			}
			return false
		})
	})
	if err != nil {
		return err
	}
	if err := s.CreateQuote(ctx, q); err != nil {
		return errors.Join(err, s.giveBackCartLines(ctx, q.UserID, taken))
	}
	return nil
}

// giveBackCartLines puts lines taken for a quote that wasn't made back in
// the cart, keeping any line the buyer set for the product in between.
func (s *Store) giveBackCartLines(ctx context.Context, userID string, lines []domain.CartLine) error {
	if len(lines) == 0 {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), compensationTimeout)
	defer cancel()
	_, err := s.changeCart(ctx, userID, func(c *domain.Cart) {
		for _, l := range lines {
			if !slices.ContainsFunc(c.Lines, func(have domain.CartLine) bool { return have.ProductID == l.ProductID }) {
				c.Lines = append(c.Lines, l)
			}
		}
	})
	if err != nil {
		return fmt.Errorf("mongodb: cart lines of a failed quote request not put back: %w", err)
	}
	return nil
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
