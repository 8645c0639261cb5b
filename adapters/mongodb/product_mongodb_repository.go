package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

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

// DeleteProduct removes a product; its bookings keep their snapshot. The
// change feed gets a tombstone after the delete: a crash in between leaves
// the product in other replicas' indexes until they restart.
func (s *Store) DeleteProduct(ctx context.Context, id string) error {
	return s.audited(ctx, func(ctx context.Context) error {
		if err := deleteByID(ctx, s.products, id, "Product"); err != nil {
			return err
		}
		return s.leaveTombstone(ctx, id)
	})
}

// CountProducts counts the catalogue.
func (s *Store) CountProducts(ctx context.Context) (int, error) {
	n, err := s.products.CountDocuments(ctx, bson.D{})
	return int(n), storeErr(err)
}
