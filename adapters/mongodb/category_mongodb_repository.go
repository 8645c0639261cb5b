package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

type categoryDoc struct {
	Slug       string                 `bson:"_id"`
	Name       string                 `bson:"name"`
	Parent     string                 `bson:"parent"`
	Position   int                    `bson:"position"`
	Attributes []categoryAttributeDoc `bson:"attributes"`
}

type categoryAttributeDoc struct {
	Key   string `bson:"key"`
	Label string `bson:"label"`
}

func newCategoryDoc(c domain.Category) categoryDoc {
	d := categoryDoc{Slug: c.Slug, Name: c.Name, Parent: c.Parent, Position: c.Position,
		Attributes: make([]categoryAttributeDoc, len(c.Attributes))}
	for i, a := range c.Attributes {
		d.Attributes[i] = categoryAttributeDoc(a)
	}
	return d
}

func (d categoryDoc) entity() domain.Category {
	c := domain.Category{Slug: d.Slug, Name: d.Name, Parent: d.Parent, Position: d.Position}
	for _, a := range d.Attributes {
		c.Attributes = append(c.Attributes, domain.CategoryAttribute(a))
	}
	return c
}

// ListCategories returns every category by position, then slug.
func (s *Store) ListCategories(ctx context.Context) ([]domain.Category, error) {
	sort := bson.D{{Key: "position", Value: 1}, {Key: "_id", Value: 1}}
	cur, err := s.categories.Find(ctx, bson.D{}, options.Find().SetSort(sort))
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []categoryDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	categories := make([]domain.Category, len(docs))
	for i, d := range docs {
		categories[i] = d.entity()
	}
	return categories, nil
}

// SaveCategory creates the category or replaces the one with its slug.
func (s *Store) SaveCategory(ctx context.Context, c domain.Category) error {
	return s.audited(ctx, func(ctx context.Context) error {
		_, err := s.categories.ReplaceOne(ctx, byID(c.Slug), newCategoryDoc(c), options.Replace().SetUpsert(true))
		return storeErr(err)
	})
}

// DeleteCategory removes a category no product and no child names. Without
// transactions a product may be given the category between the check and
// the delete; the delete then looks again and puts the category back.
func (s *Store) DeleteCategory(ctx context.Context, slug string) error {
	return s.audited(ctx, func(ctx context.Context) error {
		var doc categoryDoc
		if err := s.categories.FindOne(ctx, byID(slug)).Decode(&doc); err != nil {
			return findErr(err, "Category")
		}
		if inUse, err := s.categoryInUse(ctx, slug); err != nil || inUse {
			return inUseErr(inUse, err)
		}
		if err := deleteByID(ctx, s.categories, slug, "Category"); err != nil {
			return err
		}
		if inUse, err := s.categoryInUse(ctx, slug); err != nil || inUse {
			_, restoreErr := s.categories.ReplaceOne(ctx, byID(slug), doc, options.Replace().SetUpsert(true))
			if restoreErr != nil {
				return storeErr(restoreErr)
			}
			return inUseErr(inUse, err)
		}
		return nil
	})
}

func inUseErr(inUse bool, err error) error {
	if err != nil {
		return err
	}
	return domain.ErrCategoryInUse
}

func (s *Store) categoryInUse(ctx context.Context, slug string) (bool, error) {
	one := options.Count().SetLimit(1)
	products, err := s.products.CountDocuments(ctx, bson.D{{Key: "category", Value: slug}}, one)
	if err != nil {
		return false, storeErr(err)
	}
	children, err := s.categories.CountDocuments(ctx, bson.D{{Key: "parent", Value: slug}}, one)
	return products+children > 0, storeErr(err)
}
