package mongodb

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"

	"github.com/palletshop/pallet/domain"
)

// returnDoc is one return embedded in its booking's returns array.
type returnDoc struct {
	ID               string            `bson:"id"`
	Number           string            `bson:"number"`
	Status           string            `bson:"status"`
	Lines            []returnLineDoc   `bson:"lines"`
	Reason           string            `bson:"reason"`
	Instructions     string            `bson:"instructions,omitempty"`
	RejectionReason  string            `bson:"rejectionReason,omitempty"`
	Restocked        bool              `bson:"restocked,omitempty"`
	Warehouse        string            `bson:"warehouse,omitempty"`
	RefundID         string            `bson:"refundId,omitempty"`
	CreditNoteNumber string            `bson:"creditNoteNumber,omitempty"`
	History          []statusChangeDoc `bson:"history"`
	CreatedAt        time.Time         `bson:"createdAt"`
	// The buyer, copied from the booking so a list filters on the
	// unwound return alone.
	UserID    string `bson:"userId"`
	CompanyID string `bson:"companyId,omitempty"`
}

type returnLineDoc struct {
	ProductID string `bson:"productId"`
	Quantity  int64  `bson:"quantity"`
}

func newReturnDocs(b domain.Booking) []returnDoc {
	var docs []returnDoc
	for _, r := range b.Returns {
		d := returnDoc{ID: r.ID, Number: r.Number, Status: string(r.Status), Reason: r.Reason, Instructions: r.Instructions,
			RejectionReason: r.RejectionReason, Restocked: r.Restocked, Warehouse: r.Warehouse, RefundID: r.RefundID,
			CreditNoteNumber: r.CreditNoteNumber, CreatedAt: storedTime(r.CreatedAt), UserID: b.UserID, CompanyID: b.Company.ID}
		for _, l := range r.Lines {
			d.Lines = append(d.Lines, returnLineDoc(l))
		}
		for _, h := range r.History {
			d.History = append(d.History, statusChangeDoc{Status: string(h.Status), At: storedTime(h.At), By: h.By})
		}
		docs = append(docs, d)
	}
	return docs
}

func returnEntities(docs []returnDoc) []domain.Return {
	var returns []domain.Return
	for _, d := range docs {
		r := domain.Return{ID: d.ID, Number: d.Number, Status: domain.ReturnStatus(d.Status), Reason: d.Reason,
			Instructions: d.Instructions, RejectionReason: d.RejectionReason, Restocked: d.Restocked, Warehouse: d.Warehouse,
			RefundID: d.RefundID, CreditNoteNumber: d.CreditNoteNumber, CreatedAt: d.CreatedAt.UTC()}
		for _, l := range d.Lines {
			r.Lines = append(r.Lines, domain.ReturnLine(l))
		}
		for _, h := range d.History {
			r.History = append(r.History, domain.ReturnChange{Status: domain.ReturnStatus(h.Status), At: h.At.UTC(), By: h.By})
		}
		returns = append(returns, r)
	}
	return returns
}

// restockReturns puts back the pieces of returns received with restock
// between before and after. Like restockAfter it runs after the
// version-checked save (in its transaction when there is one), so only the
// writer whose save moved the return restocks.
func (s *Store) restockReturns(ctx context.Context, before, after domain.Booking) error {
	restocks := after.RestocksSince(before)
	if len(restocks) == 0 {
		return nil
	}
	known, err := s.warehouseOrder(ctx)
	if err != nil {
		return err
	}
	var errs []error
	for _, r := range restocks {
		code := r.Warehouse
		if !slices.Contains(known, code) {
			code = domain.MainWarehouse
		}
		back := []domain.Allocation{{Warehouse: code, Quantity: r.Quantity}}
		if _, err := s.products.UpdateOne(ctx, byID(r.ProductID), warehouseStockChange(back, +1)); err != nil {
			errs = append(errs, fmt.Errorf("%d returned pieces of product %s: %w", r.Quantity, r.ProductID, storeErr(err)))
		}
	}
	return errors.Join(errs...)
}

// FindReturn reads the booking whose returns hold the id (indexed on returns.id).
func (s *Store) FindReturn(ctx context.Context, returnID string) (domain.Booking, error) {
	var d bookingDoc
	if err := s.bookings.FindOne(ctx, bson.D{{Key: "returns.id", Value: returnID}}).Decode(&d); err != nil {
		return domain.Booking{}, findErr(err, "Return")
	}
	return d.entity(), nil
}

// ListReturns unwinds the bookings' returns in the server, filters, counts
// and pages them there, newest first, then reads the page's bookings.
func (s *Store) ListReturns(ctx context.Context, f domain.ReturnFilter) (domain.Page[domain.BookingReturn], error) {
	req := f.PageRequest.Normalize()
	booking := append(bson.D{{Key: "returns.id", Value: bson.D{{Key: "$exists", Value: true}}}}, returnFilter(f, "returns.")...)
	if f.BookingID != "" {
		booking = append(booking, bson.E{Key: "_id", Value: f.BookingID})
	}
	unwound := mongo.Pipeline{
		{{Key: "$match", Value: booking}},
		{{Key: "$unwind", Value: "$returns"}},
		{{Key: "$match", Value: returnFilter(f, "returns.")}},
	}
	counted, err := aggregate[struct {
		N int `bson:"n"`
	}](ctx, s.bookings, append(slices.Clone(unwound), bson.D{{Key: "$count", Value: "n"}}))
	if err != nil || len(counted) == 0 {
		return domain.NewPage([]domain.BookingReturn(nil), 0, req), err
	}
	hits, err := aggregate[returnHit](ctx, s.bookings, append(unwound,
		bson.D{{Key: "$sort", Value: bson.D{{Key: "returns.createdAt", Value: -1}, {Key: "returns.id", Value: 1}}}},
		bson.D{{Key: "$skip", Value: int64(req.Offset())}},
		bson.D{{Key: "$limit", Value: int64(req.Limit)}},
	))
	if err != nil {
		return domain.Page[domain.BookingReturn]{}, err
	}
	items, err := s.bookingReturns(ctx, hits)
	return domain.NewPage(items, counted[0].N, req), err
}

// returnHit is one unwound return of a list: its booking and its id.
type returnHit struct {
	BookingID string `bson:"_id"`
	Return    struct {
		ID string `bson:"id"`
	} `bson:"returns"`
}

// bookingReturns reads the bookings of hits and picks each hit's return.
func (s *Store) bookingReturns(ctx context.Context, hits []returnHit) ([]domain.BookingReturn, error) {
	ids := bson.A{}
	for _, h := range hits {
		ids = append(ids, h.BookingID)
	}
	cur, err := s.bookings.Find(ctx, bson.D{{Key: "_id", Value: bson.D{{Key: "$in", Value: ids}}}})
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []bookingDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	bookings := map[string]domain.Booking{}
	for _, d := range docs {
		bookings[d.ID] = d.entity()
	}
	items := make([]domain.BookingReturn, 0, len(hits))
	for _, h := range hits {
		b := bookings[h.BookingID]
		if r, ok := b.FindReturn(h.Return.ID); ok { // a booking changed since the list was read keeps its return
			items = append(items, domain.BookingReturn{Booking: b, Return: r})
		}
	}
	return items, nil
}

// returnFilter is f's conditions on a return document under prefix.
func returnFilter(f domain.ReturnFilter, prefix string) bson.D {
	filter := bson.D{}
	switch {
	case f.UserID != "" && f.CompanyID != "":
		filter = append(filter, bson.E{Key: "$or", Value: bson.A{
			bson.D{{Key: prefix + "userId", Value: f.UserID}}, bson.D{{Key: prefix + "companyId", Value: f.CompanyID}}}})
	case f.UserID != "":
		filter = append(filter, bson.E{Key: prefix + "userId", Value: f.UserID})
	case f.CompanyID != "":
		filter = append(filter, bson.E{Key: prefix + "companyId", Value: f.CompanyID})
	}
	if f.Status != "" {
		filter = append(filter, bson.E{Key: prefix + "status", Value: string(f.Status)})
	}
	return filter
}
