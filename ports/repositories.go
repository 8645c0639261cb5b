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
	GetProduct(ctx context.Context, id string) (domain.Product, error)
	// GetProducts returns the products with these ids that exist, in any order.
	GetProducts(ctx context.Context, ids []string) ([]domain.Product, error)
	// ClaimLowStockAlerts marks every product at or below its low-stock
	// threshold that has not been alerted yet, and returns them, so each
	// crossing is alerted once however many replicas ask; a product whose
	// stock is above its threshold again is unmarked.
	ClaimLowStockAlerts(ctx context.Context) ([]domain.Product, error)
	// ImportProducts saves an import's changes, all of them or none: a new
	// product under the ID and CreatedAt it carries (ErrSKUTaken when its
	// part number is taken, by another change too), and on an existing one
	// only the fields that differ between Before and After
	// (ProductChange.Over), so what the import didn't change (stock an order
	// took meanwhile) stays. A product deleted meanwhile is a conflict. The
	// audit trail on ctx is saved with the changes. A large import must not
	// hold up other writers for long: SQLite writes it in short steps and
	// takes back the steps already written when a later one fails, also
	// after a crash (at the next Open); MongoDB without transactions writes
	// idempotently, so a retry of the same import completes it.
	ImportProducts(ctx context.Context, changes []domain.ProductChange) error
	// GetProductsBySKU returns the products with these part numbers (compared
	// whatever their case) that exist, in any order.
	GetProductsBySKU(ctx context.Context, skus []string) ([]domain.Product, error)
	// ContractPricesFor are a company's agreed unit prices of these
	// products, by product id; products without one are absent.
	ContractPricesFor(ctx context.Context, companyID string, productIDs []string) (map[string]int64, error)
	CreateProduct(ctx context.Context, p domain.Product) error
	// UpdateProduct loads the product, lets fn change it, and saves it, all
	// without another writer in between. An error from fn aborts the save.
	UpdateProduct(ctx context.Context, id string, fn func(*domain.Product) error) (domain.Product, error)
	DeleteProduct(ctx context.Context, id string) error
	CountProducts(ctx context.Context) (int, error)
	// EachProduct hands every product to fn by name (case folded), then id,
	// read through one cursor; an error from fn stops it and is returned.
	EachProduct(ctx context.Context, fn func(domain.Product) error) error
	ProductChangeFeed
}

// ImportRecoverer is a store that writes a large import in steps:
// RecoverImports takes back the imports a stopped server left half written.
// The server calls it at start, before it takes requests; sub-commands,
// which may run beside a server, never do.
type ImportRecoverer interface {
	RecoverImports(ctx context.Context) error
}

// CategoryRepository keeps the category tree.
type CategoryRepository interface {
	// ListCategories returns every category by Position, then slug.
	ListCategories(ctx context.Context) ([]domain.Category, error)
	// SaveCategory creates the category or replaces the one with its slug,
	// only if its parent fits the tree (domain.CheckCategoryTree) as it
	// stands when it is written: checked and written in one atomic step, so
	// two re-parentings at once can't make a cycle.
	SaveCategory(ctx context.Context, c domain.Category) error
	// DeleteCategory removes it: domain.ErrCategoryInUse while a product or
	// a child category names it, not_found when there is none.
	DeleteCategory(ctx context.Context, slug string) error
}

// Product stores: CreateProduct and UpdateProduct refuse a SKU another
// product has (compared whatever its case) with domain.ErrSKUTaken.

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
	ListUsers(ctx context.Context, f domain.UserFilter) (domain.Page[domain.User], error) // newest first
	CountAdmins(ctx context.Context) (int, error)
}

// BookingRepository keeps orders and reserves stock with them.
type BookingRepository interface {
	// PlaceBooking inserts b and takes every line's quantity off its
	// product's stock in one atomic step, only if every product still exists
	// and has the stock (a backorderable product gives what it has). Otherwise
	// it returns a *domain.StockShortage naming each short or missing line,
	// and writes nothing. Each line is taken from the product's warehouses as
	// domain.Product.Reserve says, and its Allocations and
	// BackorderedQuantity are set on the elements of b.Lines (the caller's
	// too) and saved with the booking. Lines are reserved in
	// b.Lines' (product-id) order, so overlapping orders never deadlock.
	// In the same step it enforces rules (domain.OrderRules): the buyer's
	// open-order cap, and a checkout's claim on the cart it was made from,
	// which it empties; a refused rule writes nothing either.
	PlaceBooking(ctx context.Context, b domain.Booking, rules domain.OrderRules) error
	GetBooking(ctx context.Context, id string) (domain.Booking, error)
	ListBookings(ctx context.Context, f domain.BookingFilter) (domain.Page[domain.Booking], error)
	// PlaceBooking and UpdateBooking also number a newly asked-for invoice
	// or credit note from the store's gapless counter per kind and year
	// (domain.DocumentNumber), and write the booking's Outbox, in the same
	// step as the booking.
	//
	// UpdateBooking loads the booking, lets fn change it, and saves it
	// atomically. If the status moves from one that holds stock to one that
	// doesn't (cancelled, refunded, expired), every line's reserved pieces go
	// back to the warehouses they came from (domain.BookingLine.Reserved) in
	// the same step (skipped for deleted products).
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

// QuoteRepository keeps requests for quote and their offers.
type QuoteRepository interface {
	CreateQuote(ctx context.Context, q domain.Quote) error
	// CreateQuoteFromCart inserts q and removes its products' lines from
	// the buyer's (q.UserID's) cart in the same step: the lines move from
	// the cart into the quote, and the cart's other lines stay. A quoted
	// product no longer in the cart is fine.
	CreateQuoteFromCart(ctx context.Context, q domain.Quote) error
	GetQuote(ctx context.Context, id string) (domain.Quote, error)
	ListQuotes(ctx context.Context, f domain.QuoteFilter) (domain.Page[domain.Quote], error)
	// UpdateQuote loads the quote, lets fn change it, and saves it
	// atomically; an error from fn aborts the save.
	UpdateQuote(ctx context.Context, id string, fn func(*domain.Quote) error) (domain.Quote, error)
}

// AddressRepository keeps buyers' saved shipping addresses, newest first.
type AddressRepository interface {
	ListAddresses(ctx context.Context, userID string) ([]domain.SavedAddress, error)
	CreateAddress(ctx context.Context, a domain.SavedAddress) error
	DeleteAddress(ctx context.Context, userID, id string) error // not_found unless the user's own
}

// OutboxRepository keeps mail until a worker has sent it. Bookings' mail
// (Booking.Outbox) is written by PlaceBooking and UpdateBooking in the same
// step as the booking; EnqueueMail is for mail with no booking behind it.
type OutboxRepository interface {
	EnqueueMail(ctx context.Context, mails ...domain.Mail) error
	// ClaimMail takes up to limit unsent messages that are due and not held,
	// holding each until now+lease with a conditional update, so two workers
	// never send the same message.
	ClaimMail(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]domain.Mail, error)
	// MarkMailSent records that a message was delivered and erases its
	// body: a sent password reset or verification link must not stay
	// readable in the store or its backups.
	MarkMailSent(ctx context.Context, id string, at time.Time) error
	// RetryMail counts a failed attempt and releases the message until next.
	RetryMail(ctx context.Context, id string, next time.Time, lastErr string) error
	// GiveUpMail counts a last failed attempt, erases the body like
	// MarkMailSent, and never offers the message again.
	GiveUpMail(ctx context.Context, id string, at time.Time, lastErr string) error
	// GetMail reads one message as the outbox keeps it.
	GetMail(ctx context.Context, id string) (domain.Mail, error)
}

// AuditRepository reads the admin audit log. Entries are written only
// through an AuditTrail on a write's context (see audit_trail.go).
type AuditRepository interface {
	ListAudit(ctx context.Context, f domain.AuditFilter) (domain.Page[domain.AuditEntry], error)
}

// StatsRepository aggregates the sales dashboard in the store (GROUP BY,
// aggregation pipelines), never by loading every booking.
type StatsRepository interface {
	// SalesStats covers bookings placed from the UTC day of from up to and
	// including the UTC day of to, with the top products by revenue.
	SalesStats(ctx context.Context, from, to time.Time, top int) (domain.SalesStats, error)
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
	GetMessage(ctx context.Context, id string) (domain.ContactMessage, error)
	UpdateMessage(ctx context.Context, id string, fn func(*domain.ContactMessage) error) (domain.ContactMessage, error)
	DeleteMessage(ctx context.Context, id string) error
}

// Session is a signed-in local session, keyed by the hash of its token.
// Epoch is its user's session epoch when the password was checked: the
// session is live only while that is still the user's epoch.
type Session struct {
	TokenHash string
	UserID    string
	ExpiresAt time.Time
	Epoch     int64
}

// Credentials are a local account's password hash and session epoch, read
// together so a sign-in knows which epoch its password check belongs to.
type Credentials struct {
	PasswordHash string
	SessionEpoch int64
}

// CredentialRepository keeps local password hashes and sessions.
type CredentialRepository interface {
	// SetPasswordHash sets or replaces a user's hash; the epoch stays.
	SetPasswordHash(ctx context.Context, userID, hash string) error
	GetCredentials(ctx context.Context, userID string) (Credentials, error) // not_found if no password
	CreateSession(ctx context.Context, s Session) error
	GetSession(ctx context.Context, tokenHash string) (Session, error) // not_found if none or expired
	DeleteSession(ctx context.Context, tokenHash string) error
	// DeleteUserSessions signs a user out everywhere: it moves their session
	// epoch on and deletes their sessions, so a session stored a moment
	// later for a password checked before is dead too.
	DeleteUserSessions(ctx context.Context, userID string) error
	CreateAccountToken(ctx context.Context, t domain.AccountToken) error
	// UseAccountToken spends a token once: it returns the token and deletes
	// it, only if it exists for purpose and has not expired at now; otherwise
	// domain.ErrBadAccountToken. It also deletes the user's other tokens for
	// that purpose, so an older link can't be used after a newer one (and of
	// two links used at once only one wins, except on MongoDB without
	// transactions).
	UseAccountToken(ctx context.Context, hash, purpose string, now time.Time) (domain.AccountToken, error)
	// FindAccountToken returns a token that UseAccountToken would accept at
	// now, without spending it; otherwise domain.ErrBadAccountToken.
	FindAccountToken(ctx context.Context, hash, purpose string, now time.Time) (domain.AccountToken, error)
}

// CompanyRepository keeps company accounts with their members and open
// invitations, and their contract prices. A user is a member of at most one
// company: CreateCompany and UpdateCompany refuse, with
// domain.ErrAlreadyInCompany and writing nothing, a company whose member is
// already in another, in the same atomic step as the write.
type CompanyRepository interface {
	CreateCompany(ctx context.Context, c domain.CompanyAccount) error
	GetCompany(ctx context.Context, id string) (domain.CompanyAccount, error)
	// CompanyOfUser is the company the user is a member of; not_found in none.
	CompanyOfUser(ctx context.Context, userID string) (domain.CompanyAccount, error)
	// CompanyByInvitation is the company holding the open invitation whose
	// token hashes to tokenHash; not_found when none does.
	CompanyByInvitation(ctx context.Context, tokenHash string) (domain.CompanyAccount, error)
	ListCompanies(ctx context.Context, f domain.CompanyFilter) (domain.Page[domain.CompanyAccount], error) // by name
	// UpdateCompany loads the company, lets fn change it, and saves it with
	// its members and invitations, its Outbox and the context's audit trail,
	// without another writer in between; an error from fn saves nothing.
	UpdateCompany(ctx context.Context, id string, fn func(*domain.CompanyAccount) error) (domain.CompanyAccount, error)
	// ContractPrices lists a company's contract prices by SKU.
	ContractPrices(ctx context.Context, companyID string) ([]domain.ContractPrice, error)
	// ReplaceContractPrices replaces the company's whole list in one step,
	// with the context's audit trail.
	ReplaceContractPrices(ctx context.Context, companyID string, prices []domain.ContractPrice) error
}

// BuyerRepository reads buyers with the company accounts their orders were
// placed for, as documents print them.
type BuyerRepository interface {
	UserRepository
	GetCompany(ctx context.Context, id string) (domain.CompanyAccount, error)
	CompanyOfUser(ctx context.Context, userID string) (domain.CompanyAccount, error)
}

// HealthChecker answers whether the store can be reached.
type HealthChecker interface {
	Ping(ctx context.Context) error
}

// Store is everything a storage adapter provides.
type Store interface {
	ProductRepository
	CategoryRepository
	UserRepository
	BookingRepository
	CartRepository
	QuoteRepository
	AddressRepository
	OutboxRepository
	AuditRepository
	StatsRepository
	ReviewRepository
	MessageRepository
	CredentialRepository
	CompanyRepository
	HealthChecker
	UploadRepository
	WarehouseRepository
	ReturnRepository
}

// ReturnRepository finds returns across bookings. A return lives in its
// booking (domain.Booking.Returns) and is saved with it by UpdateBooking,
// which also numbers a new one (RMA, gapless per year) and, in the same
// step, puts the pieces of a return just received with restock back into
// its warehouse (domain.Booking.RestocksSince; skipped for a deleted
// product, main for a deleted warehouse).
type ReturnRepository interface {
	// FindReturn is the booking that holds the return with this id;
	// not_found ("Return") when there is none.
	FindReturn(ctx context.Context, returnID string) (domain.Booking, error)
	// ListReturns pages the returns f selects, newest first (by CreatedAt, then id).
	ListReturns(ctx context.Context, f domain.ReturnFilter) (domain.Page[domain.BookingReturn], error)
}
