package mongodb

import (
	"context"
	"strings"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"

	"github.com/palletshop/pallet/domain"
)

// ProductFacets counts in the server, one aggregation per facet, each over
// the filter without its own part. FerretDB v1 has no $facet stage.
func (s *Store) ProductFacets(ctx context.Context, f domain.ProductFilter, attributeKeys []string) (domain.ProductFacets, error) {
	facets := domain.ProductFacets{Attributes: make(map[string][]domain.FacetCount, len(attributeKeys))}
	var err error
	byBrand := productFilter(f.WithoutFacet(domain.FacetBrand))
	if facets.Brands, err = s.countBy(ctx, mongo.Pipeline{match(byBrand), groupCount("$brand")}); err != nil {
		return domain.ProductFacets{}, err
	}
	// $gt "" leaves out products in no category (and any without the field).
	byCategory := allOf(productFilter(f.WithoutFacet(domain.FacetCategory)), bson.D{{Key: "category", Value: bson.D{{Key: "$gt", Value: ""}}}})
	if facets.Categories, err = s.countBy(ctx, mongo.Pipeline{match(byCategory), groupCount("$category")}); err != nil {
		return domain.ProductFacets{}, err
	}
	for _, key := range attributeKeys {
		if facets.Attributes[key], err = s.attributeFacet(ctx, key, f.WithoutFacet(key)); err != nil {
			return domain.ProductFacets{}, err
		}
	}
	return facets, nil
}

// attributeFacet counts the values of key among the products matching f,
// through their "key=value" pairs.
func (s *Store) attributeFacet(ctx context.Context, key string, f domain.ProductFilter) ([]domain.FacetCount, error) {
	prefix := attributePair(key, "")
	hasKey := bson.D{{Key: "attributePairs", Value: startsWith(prefix)}}
	counts, err := s.countBy(ctx, mongo.Pipeline{
		match(allOf(productFilter(f), hasKey)),
		{{Key: "$unwind", Value: "$attributePairs"}},
		match(hasKey),
		groupCount("$attributePairs"),
	})
	for i := range counts {
		counts[i].Value = strings.TrimPrefix(counts[i].Value, prefix)
	}
	return counts, err
}

func match(filter bson.D) bson.D { return bson.D{{Key: "$match", Value: filter}} }

// groupCount groups by field with a single $sum, which FerretDB v1 handles.
func groupCount(field string) bson.D {
	return bson.D{{Key: "$group", Value: bson.D{{Key: "_id", Value: field}, {Key: "count", Value: bson.D{{Key: "$sum", Value: 1}}}}}}
}

func (s *Store) countBy(ctx context.Context, pipeline mongo.Pipeline) ([]domain.FacetCount, error) {
	cur, err := s.products.Aggregate(ctx, pipeline)
	if err != nil {
		return nil, storeErr(err)
	}
	var rows []struct {
		Value string `bson:"_id"`
		Count int    `bson:"count"`
	}
	if err := cur.All(ctx, &rows); err != nil {
		return nil, storeErr(err)
	}
	counts := make([]domain.FacetCount, len(rows))
	for i, r := range rows {
		counts[i] = domain.FacetCount{Value: r.Value, Count: r.Count}
	}
	return counts, nil
}
