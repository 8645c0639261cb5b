package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// CartQueries reads the buyer's cart, priced with today's prices.
type CartQueries struct{ pricer cartPricer }

func NewCartQueries(carts ports.CartRepository, products ports.ProductRepository) *CartQueries {
	return &CartQueries{pricer: cartPricer{carts: carts, products: products}}
}

func (q *CartQueries) Get(ctx context.Context, buyer domain.User) (domain.PricedCart, error) {
	return q.pricer.load(ctx, buyer.ID)
}

// cartPricer prices a cart against the products as the store has them now.
type cartPricer struct {
	carts    ports.CartRepository
	products ports.ProductRepository
}

func (p cartPricer) load(ctx context.Context, userID string) (domain.PricedCart, error) {
	cart, err := p.carts.GetCart(ctx, userID)
	if err != nil {
		return domain.PricedCart{}, err
	}
	return p.price(ctx, cart)
}

func (p cartPricer) price(ctx context.Context, cart domain.Cart) (domain.PricedCart, error) {
	byID, err := productsByID(ctx, p.products, cart.ProductIDs())
	if err != nil {
		return domain.PricedCart{}, err
	}
	return cart.Price(byID), nil
}

// productsByID loads the products with these ids that still exist.
func productsByID(ctx context.Context, products ports.ProductRepository, ids []string) (map[string]domain.Product, error) {
	list, err := products.GetProducts(ctx, ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]domain.Product, len(list))
	for _, p := range list {
		byID[p.ID] = p
	}
	return byID, nil
}
