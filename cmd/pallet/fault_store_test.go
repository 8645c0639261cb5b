package main

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// errStoreDown is what a store adapter returns when its server can't be reached.
var errStoreDown = &domain.Error{Code: domain.CodeUnavailable, Message: "The store is unavailable, please try again shortly"}

// flakyStore wraps a real store; while down is set, every call fails as an
// unreachable store does, without reaching the store underneath.
type flakyStore struct {
	ports.Store
	down atomic.Bool
}

func guard[T any](s *flakyStore, call func() (T, error)) (T, error) {
	if s.down.Load() {
		var zero T
		return zero, errStoreDown
	}
	return call()
}

func guardErr(s *flakyStore, call func() error) error {
	if s.down.Load() {
		return errStoreDown
	}
	return call()
}

type (
	userPage    = domain.Page[domain.User]
	bookingPage = domain.Page[domain.Booking]
	reviewPage  = domain.Page[domain.Review]
	messagePage = domain.Page[domain.ContactMessage]
)

func (s *flakyStore) GetProducts(ctx context.Context, ids []string) ([]domain.Product, error) {
	return guard(s, func() ([]domain.Product, error) { return s.Store.GetProducts(ctx, ids) })
}
func (s *flakyStore) ProductChanges(ctx context.Context, after int64, limit int) ([]ports.ProductChange, error) {
	return guard(s, func() ([]ports.ProductChange, error) { return s.Store.ProductChanges(ctx, after, limit) })
}
func (s *flakyStore) GetProduct(ctx context.Context, id string) (domain.Product, error) {
	return guard(s, func() (domain.Product, error) { return s.Store.GetProduct(ctx, id) })
}
func (s *flakyStore) CreateProduct(ctx context.Context, p domain.Product) error {
	return guardErr(s, func() error { return s.Store.CreateProduct(ctx, p) })
}
func (s *flakyStore) UpdateProduct(ctx context.Context, id string, fn func(*domain.Product) error) (domain.Product, error) {
	return guard(s, func() (domain.Product, error) { return s.Store.UpdateProduct(ctx, id, fn) })
}
func (s *flakyStore) DeleteProduct(ctx context.Context, id string) error {
	return guardErr(s, func() error { return s.Store.DeleteProduct(ctx, id) })
}
func (s *flakyStore) CountProducts(ctx context.Context) (int, error) {
	return guard(s, func() (int, error) { return s.Store.CountProducts(ctx) })
}

func (s *flakyStore) CreateUser(ctx context.Context, u domain.User) error {
	return guardErr(s, func() error { return s.Store.CreateUser(ctx, u) })
}
func (s *flakyStore) GetUser(ctx context.Context, id string) (domain.User, error) {
	return guard(s, func() (domain.User, error) { return s.Store.GetUser(ctx, id) })
}
func (s *flakyStore) GetUserByEmail(ctx context.Context, email string) (domain.User, error) {
	return guard(s, func() (domain.User, error) { return s.Store.GetUserByEmail(ctx, email) })
}
func (s *flakyStore) UpdateUser(ctx context.Context, id string, fn func(*domain.User) error) (domain.User, error) {
	return guard(s, func() (domain.User, error) { return s.Store.UpdateUser(ctx, id, fn) })
}
func (s *flakyStore) GetUserByAuthSubject(ctx context.Context, subject string) (domain.User, error) {
	return guard(s, func() (domain.User, error) { return s.Store.GetUserByAuthSubject(ctx, subject) })
}
func (s *flakyStore) SetUserRole(ctx context.Context, id string, role domain.Role, at time.Time) (domain.User, error) {
	return guard(s, func() (domain.User, error) { return s.Store.SetUserRole(ctx, id, role, at) })
}
func (s *flakyStore) DeleteUser(ctx context.Context, id string) error {
	return guardErr(s, func() error { return s.Store.DeleteUser(ctx, id) })
}
func (s *flakyStore) ListUsers(ctx context.Context, p domain.UserFilter) (userPage, error) {
	return guard(s, func() (userPage, error) { return s.Store.ListUsers(ctx, p) })
}
func (s *flakyStore) CountAdmins(ctx context.Context) (int, error) {
	return guard(s, func() (int, error) { return s.Store.CountAdmins(ctx) })
}

func (s *flakyStore) PlaceBooking(ctx context.Context, b domain.Booking, rules domain.OrderRules) error {
	return guardErr(s, func() error { return s.Store.PlaceBooking(ctx, b, rules) })
}
func (s *flakyStore) GetBooking(ctx context.Context, id string) (domain.Booking, error) {
	return guard(s, func() (domain.Booking, error) { return s.Store.GetBooking(ctx, id) })
}
func (s *flakyStore) ListBookings(ctx context.Context, f domain.BookingFilter) (bookingPage, error) {
	return guard(s, func() (bookingPage, error) { return s.Store.ListBookings(ctx, f) })
}
func (s *flakyStore) UpdateBooking(ctx context.Context, id string, fn func(*domain.Booking) error) (domain.Booking, error) {
	return guard(s, func() (domain.Booking, error) { return s.Store.UpdateBooking(ctx, id, fn) })
}
func (s *flakyStore) HasPaidBooking(ctx context.Context, userID string) (bool, error) {
	return guard(s, func() (bool, error) { return s.Store.HasPaidBooking(ctx, userID) })
}

func (s *flakyStore) CreateReview(ctx context.Context, r domain.Review) error {
	return guardErr(s, func() error { return s.Store.CreateReview(ctx, r) })
}
func (s *flakyStore) ListReviews(ctx context.Context, p domain.PageRequest) (reviewPage, error) {
	return guard(s, func() (reviewPage, error) { return s.Store.ListReviews(ctx, p) })
}
func (s *flakyStore) DeleteReview(ctx context.Context, id string) error {
	return guardErr(s, func() error { return s.Store.DeleteReview(ctx, id) })
}

func (s *flakyStore) CreateMessage(ctx context.Context, m domain.ContactMessage) error {
	return guardErr(s, func() error { return s.Store.CreateMessage(ctx, m) })
}
func (s *flakyStore) ListMessages(ctx context.Context, p domain.PageRequest) (messagePage, error) {
	return guard(s, func() (messagePage, error) { return s.Store.ListMessages(ctx, p) })
}
func (s *flakyStore) UpdateMessage(ctx context.Context, id string, fn func(*domain.ContactMessage) error) (domain.ContactMessage, error) {
	return guard(s, func() (domain.ContactMessage, error) { return s.Store.UpdateMessage(ctx, id, fn) })
}
func (s *flakyStore) DeleteMessage(ctx context.Context, id string) error {
	return guardErr(s, func() error { return s.Store.DeleteMessage(ctx, id) })
}

func (s *flakyStore) SetPasswordHash(ctx context.Context, userID, hash string) error {
	return guardErr(s, func() error { return s.Store.SetPasswordHash(ctx, userID, hash) })
}
func (s *flakyStore) GetCredentials(ctx context.Context, userID string) (ports.Credentials, error) {
	return guard(s, func() (ports.Credentials, error) { return s.Store.GetCredentials(ctx, userID) })
}
func (s *flakyStore) CreateSession(ctx context.Context, sess ports.Session) error {
	return guardErr(s, func() error { return s.Store.CreateSession(ctx, sess) })
}
func (s *flakyStore) GetSession(ctx context.Context, tokenHash string) (ports.Session, error) {
	return guard(s, func() (ports.Session, error) { return s.Store.GetSession(ctx, tokenHash) })
}
func (s *flakyStore) DeleteSession(ctx context.Context, tokenHash string) error {
	return guardErr(s, func() error { return s.Store.DeleteSession(ctx, tokenHash) })
}
func (s *flakyStore) DeleteUserSessions(ctx context.Context, userID string) error {
	return guardErr(s, func() error { return s.Store.DeleteUserSessions(ctx, userID) })
}

func (s *flakyStore) Ping(ctx context.Context) error {
	return guardErr(s, func() error { return s.Store.Ping(ctx) })
}
