package mongodb

import (
	"regexp"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// containing matches strings that contain q anywhere, whatever the case; q's
// own characters are quoted, never read as a pattern.
func containing(q string) bson.D {
	return bson.D{{Key: "$regex", Value: regexp.QuoteMeta(q)}, {Key: "$options", Value: "i"}}
}

// anyContains matches documents where one of fields contains q.
func anyContains(q string, fields ...string) bson.E {
	alternatives := make(bson.A, len(fields))
	for i, f := range fields {
		alternatives[i] = bson.D{{Key: f, Value: containing(q)}}
	}
	return bson.E{Key: "$or", Value: alternatives}
}

// bookingFilter is the order desk's filter: buyer, status, placed in
// [From, To), and a text query over the buyer's email, the PO number, the
// id and every line's product name.
func bookingFilter(f domain.BookingFilter) bson.D {
	filter := bson.D{}
	if f.CompanyID != "" {
		filter = append(filter, bson.E{Key: "company.id", Value: f.CompanyID})
	}
	if f.UserID != "" {
		filter = append(filter, bson.E{Key: "userId", Value: f.UserID})
	}
	if f.Status != "" {
		filter = append(filter, bson.E{Key: "status", Value: string(f.Status)})
	}
	if placed := createdRange(f.From, f.To); len(placed) > 0 {
		filter = append(filter, bson.E{Key: "createdAt", Value: placed})
	}
	if f.Query != "" {
		filter = append(filter, anyContains(f.Query, "user", "poNumber", "_id", "lines.productName"))
	}
	return filter
}

// createdRange bounds createdAt from (inclusive) to (exclusive); zero is open.
func createdRange(from, to time.Time) bson.D {
	r := bson.D{}
	if !from.IsZero() {
		r = append(r, bson.E{Key: "$gte", Value: storedTime(from)})
	}
	if !to.IsZero() {
		r = append(r, bson.E{Key: "$lt", Value: storedTime(to)})
	}
	return r
}
