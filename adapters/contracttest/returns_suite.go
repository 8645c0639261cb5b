package contracttest

import (
	"sync"
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const returnDays = 30

// delivered places quantity pieces of the shop's product for u (of
// company, if any), and pays, ships and delivers them.
func (sh shop) delivered(t *testing.T, u domain.User, company string, quantity int64, minute int) domain.Booking {
	t.Helper()
	b := newBooking(sh.product, u, quantity, at(minute))
	b.Company = domain.BookingCompany{ID: company, Name: company}
	require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
	b, err := sh.store.UpdateBooking(ctx(t), b.ID, func(b *domain.Booking) error {
		if _, err := b.MarkPaid("txn-"+b.ID, "system", at(minute)); err != nil {
			return err
		}
		if err := b.Ship("1Z", "admin@example.com", at(minute)); err != nil {
			return err
		}
		return b.Deliver("admin@example.com", at(minute))
	})
	require.NoError(t, err)
	return b
}

// requestReturn asks for quantity pieces of the booking's product back at minute.
func (sh shop) requestReturn(t *testing.T, b domain.Booking, quantity int64, minute int) (domain.Return, error) {
	var r domain.Return
	saved, err := sh.store.UpdateBooking(ctx(t), b.ID, func(b *domain.Booking) (err error) {
		r, err = b.RequestReturn(domain.ReturnInput{Lines: []domain.ReturnLine{{ProductID: b.Lines[0].ProductID, Quantity: quantity}},
			Reason: "Dented"}, returnDays, b.UserEmail, at(minute))
		return err
	})
	if err != nil {
		return domain.Return{}, err
	}
	r, _ = saved.FindReturn(r.ID)
	return r, nil
}

func (sh shop) changeReturn(t *testing.T, b domain.Booking, id string, fn func(r *domain.Return) error) (domain.Booking, error) {
	t.Helper()
	return sh.store.UpdateBooking(ctx(t), b.ID, func(b *domain.Booking) error {
		_, err := b.ChangeReturn(id, at(100), fn)
		return err
	})
}

func rmaNumber(n int) string { return domain.DocumentNumber(domain.ReturnPrefix, base.Year(), n) }

func (s suite) testReturns(t *testing.T) {
	t.Run("a return is kept with its booking, numbered, and found by its id", func(t *testing.T) {
		sh := s.newShop(t, 100)
		b := sh.delivered(t, sh.buyer, "", 20, 1)
		r, err := sh.requestReturn(t, b, 5, 2)
		require.NoError(t, err)
		assert.Equal(t, rmaNumber(1), r.Number)
		other, err := sh.requestReturn(t, sh.delivered(t, sh.buyer, "", 10, 3), 1, 4)
		require.NoError(t, err)
		assert.Equal(t, rmaNumber(2), other.Number, "one counter, gapless across bookings")

		found, err := sh.store.FindReturn(ctx(t), r.ID)
		require.NoError(t, err)
		assert.Equal(t, b.ID, found.ID)
		got, ok := found.FindReturn(r.ID)
		require.True(t, ok)
		assert.Equal(t, domain.Return{ID: r.ID, Number: rmaNumber(1), Status: domain.ReturnRequested, Reason: "Dented",
			Lines:     []domain.ReturnLine{{ProductID: sh.product.ID, Quantity: 5}},
			History:   []domain.ReturnChange{{Status: domain.ReturnRequested, At: at(2), By: sh.buyer.Email}},
			CreatedAt: at(2)}, got)
		_, err = sh.store.FindReturn(ctx(t), domain.NewID())
		requireCode(t, err, domain.CodeNotFound)

		saved, err := sh.changeReturn(t, b, r.ID, func(r *domain.Return) error { return r.Approve("Send it back", "admin@example.com", at(5)) })
		require.NoError(t, err)
		got, _ = saved.FindReturn(r.ID)
		assert.Equal(t, "Send it back", got.Instructions)
		assert.Equal(t, rmaNumber(1), got.Number, "a number is given once")
	})

	t.Run("returns list newest first by buyer, company, status and booking", func(t *testing.T) {
		sh := s.newShop(t, 200)
		colleague := mustCreateUser(t, sh.store, newUser("colleague@example.com", domain.RoleCustomer, at(0)))
		own := sh.delivered(t, sh.buyer, "", 20, 1)
		team := sh.delivered(t, colleague, "co-1", 20, 2)
		r1, err := sh.requestReturn(t, own, 1, 3)
		require.NoError(t, err)
		r2, err := sh.requestReturn(t, team, 2, 4)
		require.NoError(t, err)
		r3, err := sh.requestReturn(t, own, 3, 5)
		require.NoError(t, err)
		_, err = sh.changeReturn(t, own, r3.ID, func(r *domain.Return) error { return r.Reject("No", "admin@example.com", at(6)) })
		require.NoError(t, err)

		ids := func(f domain.ReturnFilter) []string {
			t.Helper()
			page, err := sh.store.ListReturns(ctx(t), f)
			require.NoError(t, err)
			var out []string
			for _, br := range page.Items {
				out = append(out, br.Return.ID)
				assert.NotEmpty(t, br.Return.Number)
				_, ok := br.Booking.FindReturn(br.Return.ID)
				assert.True(t, ok, "each return comes with its booking")
			}
			assert.Len(t, out, min(page.Total, f.PageRequest.Normalize().Limit))
			return out
		}
		assert.Equal(t, []string{r3.ID, r2.ID, r1.ID}, ids(domain.ReturnFilter{}))
		assert.Equal(t, []string{r3.ID, r1.ID}, ids(domain.ReturnFilter{UserID: sh.buyer.ID}))
		assert.Equal(t, []string{r2.ID}, ids(domain.ReturnFilter{CompanyID: "co-1"}))
		assert.Equal(t, []string{r3.ID, r2.ID, r1.ID}, ids(domain.ReturnFilter{UserID: sh.buyer.ID, CompanyID: "co-1"}))
		assert.Equal(t, []string{r3.ID}, ids(domain.ReturnFilter{Status: domain.ReturnRejected}))
		assert.Equal(t, []string{r2.ID}, ids(domain.ReturnFilter{BookingID: team.ID}))
		assert.Equal(t, []string{r1.ID}, ids(domain.ReturnFilter{BookingID: own.ID, Status: domain.ReturnRequested}))
		assert.Equal(t, []string{r2.ID}, ids(domain.ReturnFilter{PageRequest: domain.PageRequest{Page: 2, Limit: 1}}))
		assert.Empty(t, ids(domain.ReturnFilter{UserID: domain.NewID()}))
	})

	t.Run("a return received with restock puts its pieces into the named warehouse, once", func(t *testing.T) {
		sh := s.warehouseShop(t, map[string]int64{"main": 50, "north": 50}, false)
		b := sh.delivered(t, sh.buyer, "", 20, 1)
		before := sh.stocks(t)
		r, err := sh.requestReturn(t, b, 5, 2)
		require.NoError(t, err)
		_, err = sh.changeReturn(t, b, r.ID, func(r *domain.Return) error { return r.Approve("Send it back", "admin@example.com", at(3)) })
		require.NoError(t, err)
		known := []domain.Warehouse{{Code: "main"}, {Code: "north"}}
		receive := func(r *domain.Return) error { return r.Receive(true, "north", known, "admin@example.com", at(4)) }
		_, err = sh.changeReturn(t, b, r.ID, receive)
		require.NoError(t, err)
		want := map[string]int64{"main": before["main"], "north": before["north"] + 5}
		assert.Equal(t, want, sh.stocks(t))

		_, err = sh.changeReturn(t, b, r.ID, receive)
		requireCode(t, err, domain.CodeConflict)
		_, err = sh.store.UpdateBooking(ctx(t), b.ID, func(b *domain.Booking) error { b.Note = "saved again"; return nil })
		require.NoError(t, err)
		_, err = sh.changeReturn(t, b, r.ID, func(r *domain.Return) error {
			_, err := r.MarkRefunded("rf-1", "CN-1", "admin@example.com", at(5))
			return err
		})
		require.NoError(t, err)
		assert.Equal(t, want, sh.stocks(t), "later saves restock nothing more")

		kept, err := sh.requestReturn(t, b, 5, 6)
		require.NoError(t, err)
		_, err = sh.changeReturn(t, b, kept.ID, func(r *domain.Return) error { return r.Approve("Send", "admin@example.com", at(7)) })
		require.NoError(t, err)
		_, err = sh.changeReturn(t, b, kept.ID, func(r *domain.Return) error { return r.Receive(false, "", known, "admin@example.com", at(8)) })
		require.NoError(t, err)
		assert.Equal(t, want, sh.stocks(t), "a return received without restock stays out of stock")
	})
}

// testReturnNumbersContention asks for returns of several bookings at once:
// their RMA numbers are 1 to n, each once.
func (s suite) testReturnNumbersContention(t *testing.T) {
	s.skipUnlessAtomic(t)
	const n = 12
	sh := s.newShop(t, 1000)
	bookings := make([]domain.Booking, n)
	for i := range bookings {
		bookings[i] = sh.delivered(t, sh.buyer, "", 10, i+1)
	}
	var mu sync.Mutex
	numbers := map[string]bool{}
	startTogether(n, func(i int) {
		r, err := sh.requestReturn(t, bookings[i], 1, 50)
		assert.NoError(t, err)
		mu.Lock()
		numbers[r.Number] = true
		mu.Unlock()
	})
	want := map[string]bool{}
	for i := 1; i <= n; i++ {
		want[rmaNumber(i)] = true
	}
	assert.Equal(t, want, numbers)
}

// testReturnQuantityContention races two returns that together ask for
// more pieces than were delivered: one wins, the other is refused.
func (s suite) testReturnQuantityContention(t *testing.T) {
	s.skipUnlessAtomic(t)
	sh := s.newShop(t, 100)
	b := sh.delivered(t, sh.buyer, "", 20, 1)
	errs := make([]error, 2)
	startTogether(2, func(i int) {
		_, errs[i] = sh.requestReturn(t, b, 15, 2)
	})
	won := 0
	for _, err := range errs {
		if err == nil {
			won++
			continue
		}
		requireCode(t, err, domain.CodeInvalid)
	}
	assert.Equal(t, 1, won)
	saved, err := sh.store.GetBooking(ctx(t), b.ID)
	require.NoError(t, err)
	require.Len(t, saved.Returns, 1)
	assert.Equal(t, []domain.ReturnLine{{ProductID: sh.product.ID, Quantity: 5}}, saved.ReturnableLines(at(3), returnDays))
}
