// Package ports holds the small interfaces that app/ needs from the outside
// world. Every adapter of a port passes that port's suite in adapters/contracttest.
package ports

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
)

// Store errors: a missing object is domain.NotFound(...); a store that
// can't be reached is wrapped in a domain error with CodeUnavailable.

// ProductRepository keeps the catalogue.
type ProductRepository interface {
	ListProducts(ctx context.Context, f domain.ProductFilter) (domain.Page[domain.Product], error)
	GetProduct(ctx context.Context, id string) (domain.Product, error)
	// GetProducts returns the products with these ids that exist, in any order.
	GetProducts(ctx context.Context, ids []string) ([]domain.Product, error)
	CreateProduct(ctx context.Context, p domain.Product) error
	// UpdateProduct loads the product, lets fn change it, and saves it, all
	// without another writer in between. An error from fn aborts the save.
	UpdateProduct(ctx context.Context, id string, fn func(*domain.Product) error) (domain.Product, error)
	DeleteProduct(ctx context.Context, id string) error
	ListBrands(ctx context.Context) ([]domain.BrandCount, error)
	CountProducts(ctx context.Context) (int, error)
}

// UserRepository keeps accounts. Emails are unique (normalised by the
// caller), and so are non-empty auth subjects. The shop always keeps at least
// one admin once it has one: SetUserRole and DeleteUser check and change in
// one atomic step, across processes sharing the store.
type UserRepository interface {
	// CreateUser conflicts with domain.ErrEmailTaken or domain.ErrAuthSubjectTaken.
	CreateUser(ctx context.Context, u domain.User) error
	GetUser(ctx context.Context, id string) (domain.User, error)
	GetUserByEmail(ctx context.Context, email string) (domain.User, error)
	GetUserByAuthSubject(ctx context.Context, subject string) (domain.User, error) // not_found for ""
	// UpdateUser loads the user, lets fn change it, and saves it without
	// another writer in between. fn must not change the role
	// (domain.ErrRoleNotUpdatable); binding an auth subject inside fn is
	// therefore conditional on the subject fn saw.
	UpdateUser(ctx context.Context, id string, fn func(*domain.User) error) (domain.User, error)
	// SetUserRole changes the role and UpdatedAt; demoting the last admin
	// gives domain.ErrLastAdmin and changes nothing.
	SetUserRole(ctx context.Context, id string, role domain.Role, at time.Time) (domain.User, error)
	// DeleteUser removes a user; removing the last admin gives domain.ErrLastAdmin.
	DeleteUser(ctx context.Context, id string) error
	ListUsers(ctx context.Context, page domain.PageRequest) (domain.Page[domain.User], error) // newest first
	CountAdmins(ctx context.Context) (int, error)
}

// BookingRepository keeps orders and reserves stock with them.
type BookingRepository interface {
	// PlaceBooking inserts b and takes every line's quantity off its
	// product's stock in one atomic step, only if every product still exists
	// and has the stock. Otherwise it returns a *domain.StockShortage naming
	// each short or missing line, and writes nothing. Lines are reserved in
	// b.Lines' (product-id) order, so overlapping orders never deadlock.
	PlaceBooking(ctx context.Context, b domain.Booking) error
	GetBooking(ctx context.Context, id string) (domain.Booking, error)
	ListBookings(ctx context.Context, f domain.BookingFilter) (domain.Page[domain.Booking], error)
	// UpdateBooking loads the booking, lets fn change it, and saves it
	// atomically. If the status moves from one that holds stock to one that
	// doesn't (cancelled, refunded, expired), every line's quantity goes back
	// onto its product's stock in the same step (skipped for deleted products).
	UpdateBooking(ctx context.Context, id string, fn func(*domain.Booking) error) (domain.Booking, error)
	// HasPaidBooking reports whether the user has a booking that is Paid().
	HasPaidBooking(ctx context.Context, userID string) (bool, error)
	// ExpireBookings moves every unpaid booking whose ExpiresAt is set and not
	// after now to expired and puts its quantity back on stock, each exactly
	// once even when several replicas sweep at the same moment. It returns how
	// many bookings it expired.
	ExpireBookings(ctx context.Context, now time.Time) (int, error)
}

// CartRepository keeps one cart per user. A user with no cart has an
// empty one; lines keep the order they were first added in.
type CartRepository interface {
	GetCart(ctx context.Context, userID string) (domain.Cart, error)
	// SetCartLine sets the line's quantity, adding the line if it is new.
	SetCartLine(ctx context.Context, userID string, line domain.CartLine) (domain.Cart, error)
	RemoveCartLine(ctx context.Context, userID, productID string) (domain.Cart, error)
	ClearCart(ctx context.Context, userID string) error
}

// ReviewRepository keeps reviews, listed newest first.
type ReviewRepository interface {
	CreateReview(ctx context.Context, r domain.Review) error
	ListReviews(ctx context.Context, page domain.PageRequest) (domain.Page[domain.Review], error)
	DeleteReview(ctx context.Context, id string) error
}

// MessageRepository keeps contact messages, listed newest first.
type MessageRepository interface {
	CreateMessage(ctx context.Context, m domain.ContactMessage) error
	ListMessages(ctx context.Context, page domain.PageRequest) (domain.Page[domain.ContactMessage], error)
	UpdateMessage(ctx context.Context, id string, fn func(*domain.ContactMessage) error) (domain.ContactMessage, error)
	DeleteMessage(ctx context.Context, id string) error
}

// Session is a signed-in local session, keyed by the hash of its token.
type Session struct {
	TokenHash string
	UserID    string
	ExpiresAt time.Time
}

// CredentialRepository keeps local password hashes and sessions.
type CredentialRepository interface {
	SetPasswordHash(ctx context.Context, userID, hash string) error
	GetPasswordHash(ctx context.Context, userID string) (string, error) // not_found if none
	CreateSession(ctx context.Context, s Session) error
	GetSession(ctx context.Context, tokenHash string) (Session, error) // not_found if none or expired
	DeleteSession(ctx context.Context, tokenHash string) error
	DeleteUserSessions(ctx context.Context, userID string) error
}

// HealthChecker answers whether the store can be reached.
type HealthChecker interface {
	Ping(ctx context.Context) error
}

// Store is everything a storage adapter provides.
type Store interface {
	ProductRepository
	UserRepository
	BookingRepository
	CartRepository
	ReviewRepository
	MessageRepository
	CredentialRepository
	HealthChecker
	UploadRepository
}
