package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// CartQueries reads the buyer's cart, priced with today's prices.
type CartQueries struct{ pricer cartPricer }

func NewCartQueries(carts ports.CartRepository, products ports.ProductRepository, tax Tax) *CartQueries {
	return &CartQueries{pricer: cartPricer{carts: carts, products: products, tax: tax}}
}

func (q *CartQueries) Get(ctx context.Context, buyer domain.User) (domain.PricedCart, error) {
	return q.pricer.load(ctx, buyer)
}

// cartPricer prices a cart against the products as the store has them
// now, with the tax the buyer would pay at checkout.
type cartPricer struct {
	carts    ports.CartRepository
	products ports.ProductRepository
	tax      Tax
}

func (p cartPricer) load(ctx context.Context, buyer domain.User) (domain.PricedCart, error) {
	cart, err := p.carts.GetCart(ctx, buyer.ID)
	if err != nil {
		return domain.PricedCart{}, err
	}
	return p.price(ctx, cart, buyer)
}

func (p cartPricer) price(ctx context.Context, cart domain.Cart, buyer domain.User) (domain.PricedCart, error) {
	byID, err := productsFor(ctx, p.products, buyer, cart.ProductIDs())
	if err != nil {
		return domain.PricedCart{}, err
	}
	priced := cart.Price(byID)
	priced.ApplyTax(p.tax.RateFor(buyer))
	return priced, nil
}

// productsFor loads the products with these ids that still exist, priced
// for buyer: a company member's carry their company's contract prices.
func productsFor(ctx context.Context, products ports.ProductRepository, buyer domain.User, ids []string) (map[string]domain.Product, error) {
	list, err := products.GetProducts(ctx, ids)
	if err != nil {
		return nil, err
	}
	contract, err := contractPrices(ctx, products, buyer, ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]domain.Product, len(list))
	for _, p := range list {
		p.ContractPriceCents = contract[p.ID]
		byID[p.ID] = p
	}
	return byID, nil
}

// contractPrices are the buyer's company's prices of these products; none
// for a buyer in no company.
func contractPrices(ctx context.Context, products ports.ProductRepository, buyer domain.User, ids []string) (map[string]int64, error) {
	if buyer.Membership == nil || len(ids) == 0 {
		return nil, nil
	}
	return products.ContractPricesFor(ctx, buyer.Membership.Company.ID, ids)
}
