package main

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/palletshop/pallet/adapters/localauth"
	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// fixtureSpec sizes the data the bench fills the store with.
type fixtureSpec struct {
	products, users, bookings, bookingUsers, reviews int
	contentionStock, contentionQty                   int64
}

// fixture is what the load and contention phases need from the store.
type fixture struct {
	productIDs   []string // every product but the contention one
	tokens       []string // one session token per user
	contentionID string
	checkoutIDs  []string // the parts every buyer has 3 of in the cart
}

// buildFixture writes the data straight into the sqlite file before Pallet
// starts, through the store and sign-up code Pallet itself uses: far faster
// than the API, whose sign-up is rate limited and hashes at bcrypt cost 12.
func buildFixture(ctx context.Context, dataDir string, spec fixtureSpec) (fixture, error) {
	store, err := sqlite.Open(sqlite.PathIn(dataDir))
	if err != nil {
		return fixture{}, err
	}
	defer store.Close()
	now := time.Now()
	products, contention, err := fillCatalogue(ctx, store, spec, now)
	if err != nil {
		return fixture{}, err
	}
	users, tokens, err := signUpBuyers(ctx, store, spec.users)
	if err != nil {
		return fixture{}, err
	}
	if err := placeBookings(ctx, store, products, users[:spec.bookingUsers], spec.bookings, now); err != nil {
		return fixture{}, err
	}
	// older than every other product, so they sit on the catalogue's last page
	checkoutIDs, err := addCheckoutParts(ctx, store, users, now.Add(-time.Duration(spec.products+1)*time.Hour))
	if err != nil {
		return fixture{}, err
	}
	if err := writeReviews(ctx, store, users, spec.reviews, now); err != nil {
		return fixture{}, err
	}
	f := fixture{tokens: tokens, contentionID: contention.ID, checkoutIDs: checkoutIDs}
	for _, p := range products {
		f.productIDs = append(f.productIDs, p.ID)
	}
	return f, nil
}

// fillCatalogue adds the starter catalogue, then numbered lots of it up to
// spec.products; the oldest product is the contention product, so it sits on
// the last page and out of the catalogue load's way.
func fillCatalogue(ctx context.Context, store *sqlite.Store, spec fixtureSpec, now time.Time) ([]domain.Product, domain.Product, error) {
	if _, err := app.SeedCatalogue(ctx, store, store, now); err != nil {
		return nil, domain.Product{}, err
	}
	starter, err := newestProducts(ctx, store)
	if err != nil {
		return nil, domain.Product{}, err
	}
	products := append([]domain.Product(nil), starter...)
	for i := len(starter); i < spec.products-1; i++ {
		t := starter[i%len(starter)]
		p, err := newProduct(fmt.Sprintf("%s (lot %d)", t.Name, i), t.Brand, t.PriceCents+int64(i%50)*100,
			t.Stock*20, t.MinOrderQuantity, t.Img, t.Descriptions, now.Add(-time.Duration(i)*time.Hour))
		if err != nil {
			return nil, domain.Product{}, err
		}
		if err := store.CreateProduct(ctx, p); err != nil {
			return nil, domain.Product{}, err
		}
		products = append(products, p)
	}
	contention, err := newProduct("Contention test SSD 1 TB", "Pallet Bench", 4999, spec.contentionStock, spec.contentionQty,
		"/catalogue/ssd-sata.svg", "The product 200 buyers order at once.", now.Add(-time.Duration(spec.products)*time.Hour))
	if err != nil {
		return nil, domain.Product{}, err
	}
	return products, contention, store.CreateProduct(ctx, contention)
}

func newProduct(name, brand string, price, stock, moq int64, img, desc string, at time.Time) (domain.Product, error) {
	in := domain.ProductInput{Name: &name, Brand: &brand, PriceCents: &price, Stock: &stock,
		MinOrderQuantity: &moq, Img: &img, Descriptions: &desc}
	return in.NewProduct("bench", at)
}

// signUpBuyers creates customer accounts through localauth, so each gets a
// real session token. Passwords are hashed at bcrypt's minimum cost: they
// are never used to sign in, and cost 12 would take minutes here.
func signUpBuyers(ctx context.Context, store *sqlite.Store, n int) ([]domain.User, []string, error) {
	accounts := localauth.New(store, store, localauth.Options{BcryptCost: bcrypt.MinCost})
	users, tokens := make([]domain.User, n), make([]string, n)
	for i := range n {
		token, u, err := accounts.SignUp(ctx, domain.SignUpInput{
			Name: fmt.Sprintf("Bench Buyer %d", i+1), Email: fmt.Sprintf("buyer%03d@bench.pallet.test", i+1), Password: "bench-password",
		})
		if err != nil {
			return nil, nil, fmt.Errorf("sign up bench buyer %d: %w", i+1, err)
		}
		users[i], tokens[i] = u, token
	}
	return users, tokens, nil
}

// placeBookings spreads n minimum orders over the well-stocked part of the
// catalogue (the starter catalogue has a few products nearly sold out).
func placeBookings(ctx context.Context, store *sqlite.Store, all []domain.Product, buyers []domain.User, n int, now time.Time) error {
	var products []domain.Product
	for _, p := range all {
		if p.Stock >= 10*p.MinOrderQuantity {
			products = append(products, p)
		}
	}
	for i := range n {
		p := products[(i*7)%len(products)]
		in := domain.BookingInput{ProductID: p.ID, Quantity: p.MinOrderQuantity, Address: fmt.Sprintf("%d Dock Road, Rotterdam", i+1), Phone: "+31 10 555 0100"}
		b, err := domain.NewBooking(in, p, buyers[i%len(buyers)], now.Add(-time.Duration(n-i)*time.Minute))
		if err != nil {
			return fmt.Errorf("bench booking %d: %w", i+1, err)
		}
		if err := store.PlaceBooking(ctx, b, domain.OrderRules{}); err != nil {
			return fmt.Errorf("bench booking %d: %w", i+1, err)
		}
	}
	return nil
}

func writeReviews(ctx context.Context, store *sqlite.Store, authors []domain.User, n int, now time.Time) error {
	for i := range n {
		in := domain.ReviewInput{Rating: 1 + i%5, Img: "/catalogue/nvme-amber.svg",
			Review: fmt.Sprintf("Order %d arrived on one pallet, well packed and on time. Stock matched the listing.", i+1)}
		r, err := domain.NewReview(in, authors[i%len(authors)], i%3 == 0, now.Add(-time.Duration(n-i)*time.Minute))
		if err != nil {
			return fmt.Errorf("bench review %d: %w", i+1, err)
		}
		if err := store.CreateReview(ctx, r); err != nil {
			return fmt.Errorf("bench review %d: %w", i+1, err)
		}
	}
	return nil
}

// newestProducts is every product in the store, newest first: the starter
// catalogue right after seeding.
func newestProducts(ctx context.Context, store *sqlite.Store) ([]domain.Product, error) {
	var all []domain.Product
	err := store.EachProduct(ctx, func(p domain.Product) error { all = append(all, p); return nil })
	slices.SortFunc(all, func(a, b domain.Product) int {
		return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	return all, err
}
