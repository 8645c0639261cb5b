package mongodb

import (
	"context"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// uploadScanBatch is how many candidate URLs UnreferencedUploads checks per
// round of reference lookups.
const uploadScanBatch = 256

// uploadDoc is one stored upload; a URL uploaded again gets another document.
type uploadDoc struct {
	ID            bson.ObjectID `bson:"_id"`
	URL           string        `bson:"url"`
	UserID        string        `bson:"userId"`
	ClientAddress string        `bson:"clientAddress"`
	Bytes         int64         `bson:"bytes"`
	CreatedAt     time.Time     `bson:"createdAt"`
}

func (d uploadDoc) entity() domain.Upload {
	return domain.Upload{URL: d.URL, UserID: d.UserID, ClientAddress: d.ClientAddress, Bytes: d.Bytes, CreatedAt: d.CreatedAt.UTC()}
}

// RecordUpload inserts one upload.
func (s *Store) RecordUpload(ctx context.Context, u domain.Upload) error {
	_, err := s.uploads.InsertOne(ctx, uploadDoc{
		ID: bson.NewObjectID(), URL: u.URL, UserID: u.UserID, ClientAddress: u.ClientAddress, Bytes: u.Bytes, CreatedAt: storedTime(u.CreatedAt),
	})
	return storeErr(err)
}

// UploadedBytesSince sums userID's uploads at or after since.
func (s *Store) UploadedBytesSince(ctx context.Context, userID string, since time.Time) (int64, error) {
	return s.sumUploadedBytes(ctx, "userId", userID, since)
}

// UploadedBytesFromAddressSince sums the uploads from address at or after since.
func (s *Store) UploadedBytesFromAddressSince(ctx context.Context, address string, since time.Time) (int64, error) {
	return s.sumUploadedBytes(ctx, "clientAddress", address, since)
}

// sumUploadedBytes sums the bytes of the uploads whose field is value, at
// or after since.
func (s *Store) sumUploadedBytes(ctx context.Context, field, value string, since time.Time) (int64, error) {
	cur, err := s.uploads.Aggregate(ctx, mongo.Pipeline{
		{{Key: "$match", Value: bson.D{{Key: field, Value: value}, {Key: "createdAt", Value: bson.D{{Key: "$gte", Value: storedTime(since)}}}}}},
		{{Key: "$group", Value: bson.D{{Key: "_id", Value: nil}, {Key: "total", Value: bson.D{{Key: "$sum", Value: "$bytes"}}}}}},
	})
	if err != nil {
		return 0, storeErr(err)
	}
	var sums []struct {
		Total int64 `bson:"total"`
	}
	if err := cur.All(ctx, &sums); err != nil || len(sums) == 0 {
		return 0, storeErr(err)
	}
	return sums[0].Total, nil
}

// UnreferencedUploads walks the uploads older than olderThan, oldest first,
// and checks their URLs in batches (FerretDB has no $lookup).
func (s *Store) UnreferencedUploads(ctx context.Context, olderThan time.Time, limit int) ([]domain.Upload, error) {
	cutoff := storedTime(olderThan)
	cur, err := s.uploads.Find(ctx, bson.D{{Key: "createdAt", Value: bson.D{{Key: "$lt", Value: cutoff}}}},
		options.Find().SetSort(bson.D{{Key: "createdAt", Value: 1}, {Key: "_id", Value: 1}}).SetProjection(bson.D{{Key: "url", Value: 1}}))
	if err != nil {
		return nil, storeErr(err)
	}
	defer func() { _ = cur.Close(context.Background()) }()
	out := []domain.Upload{}
	seen := map[string]bool{}
	var batch []string
	for len(out) < limit {
		more := cur.Next(ctx)
		if more {
			var doc uploadDoc
			if err := cur.Decode(&doc); err != nil {
				return nil, storeErr(err)
			}
			if !seen[doc.URL] {
				seen[doc.URL] = true
				batch = append(batch, doc.URL)
			}
		}
		if len(batch) == uploadScanBatch || (!more && len(batch) > 0) {
			found, err := s.unreferencedAmong(ctx, batch, cutoff)
			if err != nil {
				return nil, err
			}
			out, batch = append(out, found...), nil
		}
		if !more {
			break
		}
	}
	if err := cur.Err(); err != nil {
		return nil, storeErr(err)
	}
	return out[:min(len(out), limit)], nil
}

// unreferencedAmong keeps the urls nothing shows and nobody uploaded again
// since cutoff, each as its latest upload.
func (s *Store) unreferencedAmong(ctx context.Context, urls []string, cutoff time.Time) ([]domain.Upload, error) {
	in := bson.D{{Key: "$in", Value: urls}}
	used := map[string]bool{}
	for _, q := range []struct {
		coll  *mongo.Collection
		field string
		extra bson.E
	}{
		{s.uploads, "url", bson.E{Key: "createdAt", Value: bson.D{{Key: "$gte", Value: cutoff}}}},
		{s.products, "img", bson.E{}},
		{s.reviews, "img", bson.E{}},
		{s.users, "photoUrl", bson.E{}},
	} {
		filter := bson.D{{Key: q.field, Value: in}}
		if q.extra.Key != "" {
			filter = append(filter, q.extra)
		}
		if err := collectValues(ctx, q.coll, q.field, filter, used); err != nil {
			return nil, err
		}
	}
	var free []string
	for _, u := range urls {
		if !used[u] {
			free = append(free, u)
		}
	}
	if len(free) == 0 {
		return nil, nil
	}
	return s.latestUploads(ctx, free)
}

// collectValues adds the string field of every document matching filter to into.
func collectValues(ctx context.Context, coll *mongo.Collection, field string, filter bson.D, into map[string]bool) error {
	cur, err := coll.Find(ctx, filter, options.Find().SetProjection(bson.D{{Key: field, Value: 1}}))
	if err != nil {
		return storeErr(err)
	}
	var docs []bson.M
	if err := cur.All(ctx, &docs); err != nil {
		return storeErr(err)
	}
	for _, d := range docs {
		if v, ok := d[field].(string); ok {
			into[v] = true
		}
	}
	return nil
}

// latestUploads returns the newest upload of each url.
func (s *Store) latestUploads(ctx context.Context, urls []string) ([]domain.Upload, error) {
	cur, err := s.uploads.Find(ctx, bson.D{{Key: "url", Value: bson.D{{Key: "$in", Value: urls}}}},
		options.Find().SetSort(bson.D{{Key: "createdAt", Value: -1}, {Key: "_id", Value: -1}}))
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []uploadDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	latest := make([]domain.Upload, 0, len(urls))
	taken := map[string]bool{}
	for _, d := range docs {
		if !taken[d.URL] {
			taken[d.URL] = true
			latest = append(latest, d.entity())
		}
	}
	return latest, nil
}

// DeleteUpload removes every upload of url.
func (s *Store) DeleteUpload(ctx context.Context, url string) error {
	_, err := s.uploads.DeleteMany(ctx, bson.D{{Key: "url", Value: url}})
	return storeErr(err)
}
