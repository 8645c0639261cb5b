package ports

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// ProductChange is one entry of the catalogue's change feed: the product as
// it is now, or its deletion.
type ProductChange struct {
	Seq     int64
	ID      string
	Product domain.Product // zero when Deleted
	Deleted bool
}

// ProductChangeFeed is the store's catalogue as a sequence of changes.
// Every product write (an edit, an import, a stock change from an order
// placed, cancelled, expired or refunded, a delete) gives the product a new
// store-wide sequence number, in the same step as the write; a delete leaves
// a tombstone with its number. A reader that remembers the highest number it
// has applied catches up by asking for what came after it.
type ProductChangeFeed interface {
	// ProductChanges returns up to limit changes numbered above after, in
	// sequence order, each product once with its latest state. after 0 is
	// the whole catalogue.
	ProductChanges(ctx context.Context, after int64, limit int) ([]ProductChange, error)
	// ChangeWindow is how far below the highest number read a change may
	// still become visible later: 0 where writes commit in sequence order
	// (one writer at a time), more where a number is taken before its write
	// lands (MongoDB without transactions). Readers ask again from their
	// highest number minus this window.
	ChangeWindow() int64
}

// CatalogueHits is one search's answer from the index: the page's products
// in order with the total, and the facets of every match.
type CatalogueHits struct {
	Page   domain.Page[domain.Product]
	Facets domain.ProductFacets
}

// CatalogueIndex answers catalogue searches from a read model of the
// store's products, kept current by its ProductChangeFeed. It follows
// domain.ProductFilter.Matches, domain.LessProducts and the facet rules of
// domain.ProductFacets exactly.
type CatalogueIndex interface {
	// Search pages f's matches in f.Sort's order, each product as the
	// change feed last gave it, and counts brands,
	// categories (products directly in each) and each of attributeKeys'
	// values, each facet over f without its own part.
	Search(ctx context.Context, f domain.ProductFilter, attributeKeys []string) (CatalogueHits, error)
	// Brands counts products per brand, by brand name whatever its case.
	Brands(ctx context.Context) ([]domain.BrandCount, error)
	// CatchUp applies every change the store committed before the call.
	CatchUp(ctx context.Context) error
}
