package mongodb

import (
	"cmp"
	"context"
	"slices"
	"sync/atomic"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// The change feed on MongoDB: every product write stamps the document's seq
// with the writing process's sequence clock (newProductDoc, stockChange),
// and a delete leaves a tombstone in productTombstones. The clock is the
// wall clock in microseconds, never repeating or going back within a
// process, so replicas number their writes on one store-wide scale without
// a round trip to a counter, and every write path (imports included) gets
// its number with the document it already writes. Two replicas' numbers
// interleave only as far as their clocks disagree, and a number is taken a
// moment before its write lands; changeWindow covers both, and readers ask
// again from their highest number minus it. FerretDB has no change streams;
// on MongoDB a change stream could replace the polling (docs/search.md).

// changeWindow is 5 s in microseconds: more than a write takes to land and
// more than NTP lets replicas' clocks drift apart.
const changeWindow = int64(5 * time.Second / time.Microsecond)

// sequenceClock hands out increasing numbers that follow the wall clock.
type sequenceClock struct{ last atomic.Int64 }

func (c *sequenceClock) next() int64 {
	for {
		last := c.last.Load()
		n := max(time.Now().UnixMicro(), last+1)
		if c.last.CompareAndSwap(last, n) {
			return n
		}
	}
}

// productSeqs numbers this process's product writes.
var productSeqs sequenceClock

type tombstoneDoc struct {
	ID  string `bson:"_id"`
	Seq int64  `bson:"seq"`
}

func (s *Store) leaveTombstone(ctx context.Context, id string) error {
	_, err := s.productTombstones.ReplaceOne(ctx, byID(id), tombstoneDoc{ID: id, Seq: productSeqs.next()},
		options.Replace().SetUpsert(true))
	return storeErr(err)
}

// ProductChanges reads the products and tombstones numbered after after and
// merges them in sequence order.
func (s *Store) ProductChanges(ctx context.Context, after int64, limit int) ([]ports.ProductChange, error) {
	since := bson.D{{Key: "seq", Value: bson.D{{Key: "$gt", Value: after}}}}
	opts := options.Find().SetSort(bson.D{{Key: "seq", Value: 1}, {Key: "_id", Value: 1}}).SetLimit(int64(limit))
	products, err := findAll[productDoc](ctx, s.products, since, opts)
	if err != nil {
		return nil, err
	}
	tombs, err := findAll[tombstoneDoc](ctx, s.productTombstones, since, opts)
	if err != nil {
		return nil, err
	}
	out := make([]ports.ProductChange, 0, len(products)+len(tombs))
	for _, d := range products {
		out = append(out, ports.ProductChange{Seq: d.Seq, ID: d.ID, Product: d.entity()})
	}
	for _, t := range tombs {
		out = append(out, ports.ProductChange{Seq: t.Seq, ID: t.ID, Deleted: true})
	}
	slices.SortStableFunc(out, func(a, b ports.ProductChange) int { return cmp.Compare(a.Seq, b.Seq) })
	return out[:min(limit, len(out))], nil
}

// ChangeWindow: numbers come from each replica's clock and land a moment
// after they are taken.
func (s *Store) ChangeWindow() int64 { return changeWindow }

func findAll[D any](ctx context.Context, coll *mongo.Collection, filter bson.D, opts *options.FindOptionsBuilder) ([]D, error) {
	cur, err := coll.Find(ctx, filter, opts)
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []D
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	return docs, nil
}

// EachProduct reads every product by name through one cursor.
func (s *Store) EachProduct(ctx context.Context, fn func(domain.Product) error) error {
	byName := options.Find().SetSort(bson.D{{Key: "nameKey", Value: 1}, {Key: "_id", Value: 1}})
	cur, err := s.products.Find(ctx, bson.D{}, byName)
	if err != nil {
		return storeErr(err)
	}
	defer func() { _ = cur.Close(context.WithoutCancel(ctx)) }()
	for cur.Next(ctx) {
		var d productDoc
		if err := cur.Decode(&d); err != nil {
			return storeErr(err)
		}
		if err := fn(d.entity()); err != nil {
			return err
		}
	}
	return storeErr(cur.Err())
}

// retiredProductIndexes are the indexes search and its sorts used before
// the catalogue index answered them in process: each only cost every write
// of a product.
var retiredProductIndexes = []string{"words_1", "titleWords_1", "attributePairs_1", "brandKey_1", "brand_1", "priceCents_1", "createdAt_1"}

// backfillProductSeqs numbers the products saved before the change feed,
// so the index reads them, and drops the retired indexes. The update is
// conditional on the number still being absent; later starts find nothing
// to do.
func (s *Store) backfillProductSeqs(ctx context.Context) error {
	for _, name := range retiredProductIndexes {
		_ = s.products.Indexes().DropOne(ctx, name) // absent on a new store
	}
	noSeq := bson.E{Key: "seq", Value: bson.D{{Key: "$exists", Value: false}}}
	ids, err := findAll[struct {
		ID string `bson:"_id"`
	}](ctx, s.products, bson.D{noSeq}, options.Find().SetProjection(bson.D{{Key: "_id", Value: 1}}))
	if err != nil {
		return err
	}
	for _, d := range ids {
		set := bson.D{{Key: "$set", Value: bson.D{{Key: "seq", Value: productSeqs.next()}}}}
		if _, err := s.products.UpdateOne(ctx, bson.D{{Key: "_id", Value: d.ID}, noSeq}, set); err != nil {
			return storeErr(err)
		}
	}
	return nil
}
