package contracttest

import (
	"strings"
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// desk is a store holding four orders that differ in every searched field.
type desk struct {
	store                  ports.Store
	alice, bob             domain.User
	ssd, fan, cable        domain.Booking // alice's, at(10), at(20), at(30)
	bobs                   domain.Booking // bob's, at(40), paid
	ssdProduct, fanProduct domain.Product
}

func (s suite) newDesk(t *testing.T) desk {
	store := s.newStore(t)
	d := desk{store: store}
	d.alice = mustCreateUser(t, store, newUser("alice@buyers.example", domain.RoleCustomer, at(0)))
	d.bob = mustCreateUser(t, store, newUser("bob@corp.example", domain.RoleCustomer, at(0)))
	d.ssdProduct = mustCreateProduct(t, store, newProduct("Samsung 990 PRO", "Samsung", 15999, 1000, at(0)))
	d.fanProduct = mustCreateProduct(t, store, newProduct("Fan 100% PWM", "Noctua", 1999, 1000, at(0)))
	cable := mustCreateProduct(t, store, newProduct("Cable_Cat6 Blue", "Generic", 199, 1000, at(0)))
	place := func(u domain.User, po string, minute int, items ...domain.OrderItem) domain.Booking {
		b := newOrder(u, at(minute), items...)
		b.PONumber = po
		require.NoError(t, store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		return b
	}
	d.ssd = place(d.alice, "PO-ALPHA-1", 10, lineOf(d.ssdProduct, 10))
	d.fan = place(d.alice, "PO-BETA-2", 20, lineOf(d.fanProduct, 5))
	d.cable = place(d.alice, "", 30, lineOf(cable, 20))
	d.bobs = place(d.bob, "ORDER-77", 40, lineOf(d.ssdProduct, 2), lineOf(d.fanProduct, 3))
	_, err := store.UpdateBooking(ctx(t), d.bobs.ID, markPaid)
	require.NoError(t, err)
	return d
}

func (d desk) find(t *testing.T, f domain.BookingFilter) []string {
	t.Helper()
	page, err := d.store.ListBookings(ctx(t), f)
	require.NoError(t, err)
	return bookingIDs(page.Items)
}

func (s suite) testDesk(t *testing.T) {
	d := s.newDesk(t)
	t.Run("query finds the buyer's email whatever the case", func(t *testing.T) {
		assert.Equal(t, []string{d.cable.ID, d.fan.ID, d.ssd.ID}, d.find(t, domain.BookingFilter{Query: "ALICE@Buyers"}))
		assert.Equal(t, []string{d.bobs.ID}, d.find(t, domain.BookingFilter{Query: "corp.example"}))
	})
	t.Run("query finds the PO number", func(t *testing.T) {
		assert.Equal(t, []string{d.fan.ID}, d.find(t, domain.BookingFilter{Query: "po-beta"}))
		assert.Equal(t, []string{d.bobs.ID}, d.find(t, domain.BookingFilter{Query: "der-7"}))
	})
	t.Run("query finds the booking id", func(t *testing.T) {
		assert.Equal(t, []string{d.cable.ID}, d.find(t, domain.BookingFilter{Query: strings.ToUpper(d.cable.ID)}))
	})
	t.Run("query finds the booking's reference, alone or with its buyer", func(t *testing.T) {
		assert.Equal(t, []string{d.fan.ID}, d.find(t, domain.BookingFilter{Query: d.fan.Reference()}))
		assert.Equal(t, []string{d.fan.ID}, d.find(t, domain.BookingFilter{UserID: d.alice.ID, Query: strings.ToLower(d.fan.Reference())}))
		assert.Empty(t, d.find(t, domain.BookingFilter{UserID: d.bob.ID, Query: d.fan.Reference()}))
	})
	t.Run("query finds any line's product name", func(t *testing.T) {
		assert.Equal(t, []string{d.bobs.ID, d.ssd.ID}, d.find(t, domain.BookingFilter{Query: "990 pro"}))
		assert.Equal(t, []string{d.bobs.ID, d.fan.ID}, d.find(t, domain.BookingFilter{Query: "fan 1"}), "the second line counts too")
	})
	t.Run("query matches nothing", func(t *testing.T) {
		assert.Empty(t, d.find(t, domain.BookingFilter{Query: "no such order"}))
	})
	t.Run("percent and underscore are plain characters", func(t *testing.T) {
		assert.Equal(t, []string{d.bobs.ID, d.fan.ID}, d.find(t, domain.BookingFilter{Query: "100%"}))
		assert.Equal(t, []string{d.bobs.ID, d.fan.ID}, d.find(t, domain.BookingFilter{Query: "%"}))
		assert.Equal(t, []string{d.cable.ID}, d.find(t, domain.BookingFilter{Query: "e_c"}))
		assert.Equal(t, []string{d.cable.ID}, d.find(t, domain.BookingFilter{Query: "_"}))
		assert.Empty(t, d.find(t, domain.BookingFilter{Query: `\`}))
		assert.Empty(t, d.find(t, domain.BookingFilter{Query: ".*"}), "no pattern syntax either")
	})
	t.Run("from is inclusive and to exclusive", func(t *testing.T) {
		assert.Equal(t, []string{d.cable.ID, d.fan.ID}, d.find(t, domain.BookingFilter{From: at(20), To: at(40)}))
		assert.Equal(t, []string{d.bobs.ID, d.cable.ID}, d.find(t, domain.BookingFilter{From: at(30)}))
		assert.Equal(t, []string{d.fan.ID, d.ssd.ID}, d.find(t, domain.BookingFilter{To: at(21)}))
	})
	t.Run("every filter applies together", func(t *testing.T) {
		f := domain.BookingFilter{Query: "samsung", From: at(10), To: at(50)}
		assert.Equal(t, []string{d.bobs.ID, d.ssd.ID}, d.find(t, f))
		f.Status = domain.StatusUnpaid
		assert.Equal(t, []string{d.ssd.ID}, d.find(t, f))
		f.Status, f.UserID = "", d.bob.ID
		assert.Equal(t, []string{d.bobs.ID}, d.find(t, f))
		f.From = at(41)
		assert.Empty(t, d.find(t, f))
	})
	t.Run("pages carry the total of every match", func(t *testing.T) {
		page, err := d.store.ListBookings(ctx(t), domain.BookingFilter{Query: "example", PageRequest: domain.PageRequest{Page: 2, Limit: 3}})
		require.NoError(t, err)
		assert.Equal(t, 4, page.Total)
		assert.Equal(t, []string{d.ssd.ID}, bookingIDs(page.Items))
	})
}

func (s suite) testUserSearch(t *testing.T) {
	store := s.newStore(t)
	dana := newUser("dana@acme.example", domain.RoleCustomer, at(1))
	dana.Name = "Dana Scully"
	fox := newUser("fox@fbi.example", domain.RoleAdmin, at(2))
	fox.Name = "Fox Mulder_100%"
	for _, u := range []domain.User{dana, fox} {
		mustCreateUser(t, store, u)
	}
	find := func(q string) []string {
		page, err := store.ListUsers(ctx(t), domain.UserFilter{Query: q})
		require.NoError(t, err)
		emails := []string{}
		for _, u := range page.Items {
			emails = append(emails, u.Email)
		}
		assert.Equal(t, len(emails), page.Total)
		return emails
	}
	assert.Equal(t, []string{"fox@fbi.example", "dana@acme.example"}, find(""))
	assert.Equal(t, []string{"dana@acme.example"}, find("SCULLY"), "by name, whatever the case")
	assert.Equal(t, []string{"fox@fbi.example"}, find("FBI.ex"), "by email")
	assert.Equal(t, []string{"fox@fbi.example", "dana@acme.example"}, find(".example"))
	assert.Equal(t, []string{"fox@fbi.example"}, find("_1"))
	assert.Equal(t, []string{"fox@fbi.example"}, find("%"))
	assert.Empty(t, find("nobody"))
}
