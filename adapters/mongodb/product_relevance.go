package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// listByRelevance pages through the relevance tiers in order, newest first
// within each: it counts every tier, then reads the page from the tiers it
// spans. FerretDB v1 can't compute a tier per document ($addFields with
// $cond and regexes), so each tier is its own query.
func (s *Store) listByRelevance(ctx context.Context, f domain.ProductFilter) (domain.Page[domain.Product], error) {
	req := f.PageRequest.Normalize()
	tiers := relevanceTiers(f)
	counts := make([]int64, len(tiers))
	total := 0
	for i, tier := range tiers {
		n, err := s.products.CountDocuments(ctx, tier)
		if err != nil {
			return domain.Page[domain.Product]{}, storeErr(err)
		}
		counts[i], total = n, total+int(n)
	}
	items := []domain.Product{}
	skip, want := int64(req.Offset()), int64(req.Limit)
	for i, tier := range tiers {
		if want == 0 {
			break
		}
		if skip >= counts[i] {
			skip -= counts[i]
			continue
		}
		found, err := s.findProducts(ctx, tier, skip, want)
		if err != nil {
			return domain.Page[domain.Product]{}, err
		}
		items, want, skip = append(items, found...), want-int64(len(found)), 0
	}
	return domain.NewPage(items, total, req), nil
}

// findProducts reads up to limit products matching filter, newest first,
// after skipping skip of them.
func (s *Store) findProducts(ctx context.Context, filter bson.D, skip, limit int64) ([]domain.Product, error) {
	cur, err := s.products.Find(ctx, filter, options.Find().SetSort(newestFirst).SetSkip(skip).SetLimit(limit))
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []productDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	products := make([]domain.Product, len(docs))
	for i, d := range docs {
		products[i] = d.entity()
	}
	return products, nil
}
