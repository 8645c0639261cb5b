package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"

	"github.com/palletshop/pallet/domain"
)

// ListProducts returns one catalogue page matching f.
func (s *Store) ListProducts(ctx context.Context, f domain.ProductFilter) (domain.Page[domain.Product], error) {
	if f.Sort == domain.SortRelevance && len(domain.QueryWords(f.Query)) > 0 {
		return s.listByRelevance(ctx, f)
	}
	return listPage[domain.Product, productDoc](ctx, s.products, productFilter(f), productSort(f.Sort), f.PageRequest)
}

func priceRange(f domain.ProductFilter) bson.D {
	r := bson.D{}
	if f.MinPriceCents != nil {
		r = append(r, bson.E{Key: "$gte", Value: *f.MinPriceCents})
	}
	if f.MaxPriceCents != nil {
		r = append(r, bson.E{Key: "$lte", Value: *f.MaxPriceCents})
	}
	return r
}

func productSort(sort domain.ProductSort) bson.D {
	byID := bson.E{Key: "_id", Value: 1}
	switch sort {
	case domain.SortPriceAsc:
		return bson.D{{Key: "priceCents", Value: 1}, byID}
	case domain.SortPriceDesc:
		return bson.D{{Key: "priceCents", Value: -1}, byID}
	case domain.SortName:
		return bson.D{{Key: "nameKey", Value: 1}, byID}
	}
	return newestFirst
}

// GetProduct reads one product.
func (s *Store) GetProduct(ctx context.Context, id string) (domain.Product, error) {
	return getByID[domain.Product, productDoc](ctx, s.products, id, "Product")
}

// GetProducts reads the products with these ids that exist.
func (s *Store) GetProducts(ctx context.Context, ids []string) ([]domain.Product, error) {
	return s.productsWhereIn(ctx, "_id", ids)
}

// GetProductsBySKU reads the products with these part numbers, whatever their case.
func (s *Store) GetProductsBySKU(ctx context.Context, skus []string) ([]domain.Product, error) {
	keys := make([]string, 0, len(skus))
	for _, sku := range skus {
		if key := domain.SKUKey(sku); key != "" {
			keys = append(keys, key)
		}
	}
	return s.productsWhereIn(ctx, "skuKey", keys)
}

// productsWhereIn reads the products whose field is one of values.
func (s *Store) productsWhereIn(ctx context.Context, field string, values []string) ([]domain.Product, error) {
	products := []domain.Product{}
	if len(values) == 0 {
		return products, nil
	}
	cur, err := s.products.Find(ctx, bson.D{{Key: field, Value: bson.D{{Key: "$in", Value: values}}}})
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []productDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	for _, d := range docs {
		products = append(products, d.entity())
	}
	return products, nil
}

// CreateProduct inserts p with the caller's id.
func (s *Store) CreateProduct(ctx context.Context, p domain.Product) error {
	err := s.audited(ctx, func(ctx context.Context) error {
		_, err := s.products.InsertOne(ctx, newProductDoc(p, 1))
		return storeErr(err)
	})
	return s.skuClash(ctx, err, p)
}

// UpdateProduct saves fn's change unless another writer got in between.
func (s *Store) UpdateProduct(ctx context.Context, id string, fn func(*domain.Product) error) (domain.Product, error) {
	var after domain.Product
	err := s.audited(ctx, func(ctx context.Context) (err error) {
		_, after, err = updateVersioned(ctx, s.products, id, "Product", newProductDoc, fn)
		return err
	})
	if err = s.skuClash(ctx, err, after); err != nil {
		return domain.Product{}, err
	}
	return after, nil
}

// skuClash turns a duplicate key caused by p's part number into
// domain.ErrSKUTaken. Servers name the violated index differently (FerretDB
// not at all), so it asks whether another product holds the part number.
func (s *Store) skuClash(ctx context.Context, err error, p domain.Product) error {
	if err == nil || !duplicateKey(err) {
		return err
	}
	other := bson.D{{Key: "skuKey", Value: domain.SKUKey(p.SKU)}, {Key: "_id", Value: bson.D{{Key: "$ne", Value: p.ID}}}}
	if n, countErr := s.products.CountDocuments(ctx, other); countErr == nil && n > 0 {
		return domain.ErrSKUTaken
	}
	return err
}

// DeleteProduct removes a product; its bookings keep their snapshot.
func (s *Store) DeleteProduct(ctx context.Context, id string) error {
	return s.audited(ctx, func(ctx context.Context) error { return deleteByID(ctx, s.products, id, "Product") })
}

// ListBrands counts products per brand, sorted by brand. The single $sum
// accumulator keeps clear of FerretDB v1's multi-accumulator $group bug.
func (s *Store) ListBrands(ctx context.Context) ([]domain.BrandCount, error) {
	pipeline := mongo.Pipeline{
		{{Key: "$group", Value: bson.D{{Key: "_id", Value: "$brand"}, {Key: "count", Value: bson.D{{Key: "$sum", Value: 1}}}}}},
		{{Key: "$sort", Value: bson.D{{Key: "_id", Value: 1}}}},
	}
	cur, err := s.products.Aggregate(ctx, pipeline)
	if err != nil {
		return nil, storeErr(err)
	}
	var rows []struct {
		Brand string `bson:"_id"`
		Count int    `bson:"count"`
	}
	if err := cur.All(ctx, &rows); err != nil {
		return nil, storeErr(err)
	}
	brands := make([]domain.BrandCount, 0, len(rows))
	for _, r := range rows {
		brands = append(brands, domain.BrandCount{Brand: r.Brand, Count: r.Count})
	}
	return brands, nil
}

// CountProducts counts the catalogue.
func (s *Store) CountProducts(ctx context.Context) (int, error) {
	n, err := s.products.CountDocuments(ctx, bson.D{})
	return int(n), storeErr(err)
}
