package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// deliveredBooking is 100 pieces of one product, paid, shipped in full
// and delivered at now.
func deliveredBooking(t *testing.T) Booking {
	t.Helper()
	b := bookingIn(t, StatusPaid)
	require.NoError(t, b.Ship("1Z", "admin@shop.test", now))
	require.NoError(t, b.Deliver("admin@shop.test", now))
	return b
}

func returnOf(productID string, n int64) ReturnInput {
	return ReturnInput{Lines: []ReturnLine{{ProductID: productID, Quantity: n}}, Reason: "Two arrived broken"}
}

func TestRequestReturnWithinTheWindowTakesAtMostWhatShipped(t *testing.T) {
	b := deliveredBooking(t)
	id := b.Lines[0].ProductID
	later := now.Add(24 * time.Hour)

	r, err := b.RequestReturn(returnOf(id, 30), 30, buyer.Email, later)
	require.NoError(t, err)
	assert.Equal(t, ReturnRequested, r.Status)
	assert.Empty(t, r.Number, "the store numbers it as it saves the booking")
	assert.Equal(t, []ReturnChange{{Status: ReturnRequested, At: later, By: buyer.Email}}, r.History)
	assert.Equal(t, []ReturnLine{{ProductID: id, Quantity: 70}}, b.ReturnableLines(later, 30))

	_, err = b.RequestReturn(returnOf(id, 71), 30, buyer.Email, later)
	assertField(t, err, LineField(id), "Only 70 pieces of this line can be returned")
	_, err = b.RequestReturn(returnOf("other", 1), 30, buyer.Email, later)
	assertField(t, err, LineField("other"), "This order has no such product")
	_, err = b.RequestReturn(ReturnInput{Lines: []ReturnLine{{ProductID: id, Quantity: 1}}}, 30, buyer.Email, later)
	assertField(t, err, "reason", "Reason is Required")
	_, err = b.RequestReturn(ReturnInput{Reason: "x"}, 30, buyer.Email, later)
	assertField(t, err, "lines", "Choose what to return")

	docs := b.DocumentsToNumber()
	require.Len(t, docs, 1)
	assert.Equal(t, ReturnPrefix, docs[0].Prefix)
	assert.Equal(t, 2026, docs[0].Year)
}

func assertField(t *testing.T, err error, field, msg string) {
	t.Helper()
	require.Error(t, err)
	e, ok := err.(*Error)
	require.True(t, ok, "want a domain error, got %v", err)
	assert.Equal(t, CodeInvalid, e.Code)
	assert.Equal(t, msg, e.Fields[field], "%v", e.Fields)
}

func TestAReturnIsRefusedPastTheWindowBeforeDeliveryAndWhenRefunded(t *testing.T) {
	b := deliveredBooking(t)
	id := b.Lines[0].ProductID
	deadline, ok := b.ReturnDeadline(30)
	require.True(t, ok)
	assert.Equal(t, now.AddDate(0, 0, 30), deadline)

	_, err := b.RequestReturn(returnOf(id, 1), 30, buyer.Email, deadline.Add(time.Millisecond))
	assert.Equal(t, "This order can no longer be returned", conflictMessage(t, err))
	assert.Empty(t, b.ReturnableLines(deadline.Add(time.Millisecond), 30))
	_, err = b.RequestReturn(returnOf(id, 1), 30, buyer.Email, deadline)
	require.NoError(t, err, "the deadline itself is still inside the window")

	shipped := bookingIn(t, StatusPaid)
	require.NoError(t, shipped.Ship("1Z", "admin@shop.test", now))
	_, err = shipped.RequestReturn(returnOf(id, 1), 30, buyer.Email, now)
	assert.Equal(t, "This order can no longer be returned", conflictMessage(t, err), "not delivered yet")
	_, ok = shipped.ReturnDeadline(30)
	assert.False(t, ok)

	refunded := deliveredBooking(t)
	refunded.moveTo(StatusRefunded, "admin@shop.test", now)
	assert.False(t, refunded.Returnable(now, 30))
}

func TestAReturnGoesThroughItsStepsAndARejectedOneFreesItsPieces(t *testing.T) {
	b := deliveredBooking(t)
	id := b.Lines[0].ProductID
	r, err := b.RequestReturn(returnOf(id, 100), 30, buyer.Email, now)
	require.NoError(t, err)
	assert.Empty(t, b.ReturnableLines(now, 30))

	_, err = b.ChangeReturn(r.ID, now, func(r *Return) error { return r.Reject("", "admin@shop.test", now) })
	assertField(t, err, "reason", "Reason is Required")
	_, err = b.ChangeReturn(r.ID, now, func(r *Return) error { return r.Reject("Past use", "admin@shop.test", now) })
	require.NoError(t, err)
	assert.Equal(t, []ReturnLine{{ProductID: id, Quantity: 100}}, b.ReturnableLines(now, 30), "a rejected return holds nothing")

	r, err = b.RequestReturn(returnOf(id, 5), 30, buyer.Email, now)
	require.NoError(t, err)
	saved := b
	step := func(fn func(r *Return) error) Return {
		t.Helper()
		r, err := b.ChangeReturn(r.ID, now, fn)
		require.NoError(t, err)
		return r
	}
	_, err = b.ChangeReturn(r.ID, now, func(r *Return) error { return r.Receive(true, "", nil, "a", now) })
	assert.Equal(t, "Only approved returns can be received", conflictMessage(t, err))
	step(func(r *Return) error { return r.Approve("Send to 1 Dock Rd", "admin@shop.test", now) })
	_, err = b.ChangeReturn(r.ID, now, func(r *Return) error { return r.Receive(true, "north", []Warehouse{{Code: MainWarehouse}}, "a", now) })
	assertField(t, err, "warehouse", "There is no warehouse north")
	got := step(func(r *Return) error {
		return r.Receive(true, "", []Warehouse{{Code: MainWarehouse}}, "admin@shop.test", now)
	})
	assert.Equal(t, ReturnReceived, got.Status)
	assert.Equal(t, []ReturnRestock{{ProductID: id, Warehouse: MainWarehouse, Quantity: 5}}, b.RestocksSince(saved))
	assert.Empty(t, b.RestocksSince(b), "restocked once")

	got = step(func(r *Return) error {
		_, err := r.MarkRefunded("rf1", "CN-2026-000001", "admin@shop.test", now)
		return err
	})
	assert.Equal(t, ReturnRefunded, got.Status)
	step(func(r *Return) error {
		changed, err := r.MarkRefunded("rf1", "CN-2026-000001", "admin@shop.test", now)
		assert.False(t, changed, "the same refund again changes nothing")
		return err
	})
	assert.Len(t, got.History, 4)
	seen := b.ReturnHistorySeenBy(buyer, got)
	assert.Equal(t, StaffActor, seen[1].By, "a customer never learns an admin's email")
	assert.Equal(t, buyer.Email, seen[0].By)
}

func TestOnlyTheBuyerAndTheirCompanysAdminsReturn(t *testing.T) {
	b := deliveredBooking(t)
	b.Company = BookingCompany{ID: "co1", Name: "Dock"}
	member := func(role CompanyRole) User {
		return User{ID: NewID(), Membership: &Membership{Company: CompanyAccount{ID: "co1"}, Member: CompanyMember{Role: role}}}
	}
	assert.True(t, b.ReturnableBy(buyer))
	assert.True(t, b.ReturnableBy(member(CompanyAdmin)))
	assert.False(t, b.ReturnableBy(member(CompanyApprover)))
	assert.False(t, b.ReturnableBy(User{ID: NewID(), Role: RoleAdmin}))
}

func TestAnOrderDeliveredBeforeShipmentsWereRecordedIsReturnableInFull(t *testing.T) {
	b := bookingIn(t, StatusPaid)
	b.moveTo(StatusShipped, "admin@shop.test", now) // as before migration 00023: no shipment records
	b.moveTo(StatusDelivered, "admin@shop.test", now)
	require.Empty(t, b.Shipments)
	id := b.Lines[0].ProductID
	later := now.Add(24 * time.Hour)

	assert.Equal(t, []ReturnLine{{ProductID: id, Quantity: 100}}, b.ReturnableLines(later, 30), "every piece ordered shipped")
	_, err := b.RequestReturn(returnOf(id, 101), 30, buyer.Email, later)
	assertField(t, err, LineField(id), "Only 100 pieces of this line can be returned")
	_, err = b.RequestReturn(returnOf(id, 40), 30, buyer.Email, later)
	require.NoError(t, err)
	assert.Equal(t, []ReturnLine{{ProductID: id, Quantity: 60}}, b.ReturnableLines(later, 30))
}
