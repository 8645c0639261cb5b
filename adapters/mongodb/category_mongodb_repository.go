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

// categoryTreeLease is held by every change to the tree's shape, so a
// parent is checked and written without another change in between.
const categoryTreeLease = "categoryTree"

// SaveCategory creates the category or replaces the one with its slug, if
// its parent fits the tree as read under the tree's lease.
func (s *Store) SaveCategory(ctx context.Context, c domain.Category) error {
	release, err := s.holdLease(ctx, categoryTreeLease)
	if err != nil {
		return err
	}
	defer release()
	return s.audited(ctx, func(ctx context.Context) error {
		existing, err := s.ListCategories(ctx)
		if err != nil {
			return err
		}
		if err := domain.CheckCategoryTree(c, existing); err != nil {
			return err
		}
		_, err = s.categories.ReplaceOne(ctx, byID(c.Slug), newCategoryDoc(c), options.Replace().SetUpsert(true))
		return storeErr(err)
	})
}

// DeleteCategory removes a category no product and no child names, under
// the tree's lease so no save makes it a parent meanwhile. Without
// transactions a product may be given the category between the check and
// the delete; the delete then looks again and puts the category back.
func (s *Store) DeleteCategory(ctx context.Context, slug string) error {
	release, err := s.holdLease(ctx, categoryTreeLease)
	if err != nil {
		return err
	}
	defer release()
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

// liftMisplacedCategories makes top-level every category whose parent is
// not a top-level category (domain.MisplacedCategories), such as the two
// halves of a cycle that saves racing on an older version could leave; a
// cycle hides both from the tree and stops either being deleted. It runs at
// every start; each change is conditional on the parent it read.
func (s *Store) liftMisplacedCategories(ctx context.Context) error {
	all, err := s.ListCategories(ctx)
	if err != nil {
		return err
	}
	for _, c := range domain.MisplacedCategories(all) {
		_, err := s.categories.UpdateOne(ctx, bson.D{{Key: "_id", Value: c.Slug}, {Key: "parent", Value: c.Parent}},
			bson.D{{Key: "$set", Value: bson.D{{Key: "parent", Value: ""}}}})
		if err != nil {
			return storeErr(err)
		}
	}
	return nil
}
