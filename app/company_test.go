package app

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func TestUpdateCompanyTrimsAndChecksItsFields(t *testing.T) {
	f := newOrderFixture(t)
	h := NewUpdateCompany(f.store, fixedClock())
	c, err := h.Handle(context.Background(), f.buyer, domain.Company{Name: " Dock Traders BV ", VATID: "NL123", BillingAddress: "1 Dock Rd\nRotterdam"})
	require.NoError(t, err)
	assert.Equal(t, domain.Company{Name: "Dock Traders BV", VATID: "NL123", BillingAddress: "1 Dock Rd\nRotterdam"}, c)
	u, err := f.store.GetUser(context.Background(), f.buyer.ID)
	require.NoError(t, err)
	assert.Equal(t, c, u.Company)

	_, err = h.Handle(context.Background(), f.buyer, domain.Company{VATID: string(make([]byte, 40))})
	assert.Equal(t, domain.CodeInvalid, domain.ErrorCode(err))
}

func TestSavedAddressesAreTheBuyersOwnAndLimited(t *testing.T) {
	f := newOrderFixture(t)
	add := NewAddAddress(f.store, fixedClock())
	a, err := add.Handle(context.Background(), f.buyer, "Warehouse", " 1 Dock Rd ", "555")
	require.NoError(t, err)
	assert.Equal(t, "1 Dock Rd", a.Address)
	_, err = add.Handle(context.Background(), f.buyer, "", "", "555")
	assert.Equal(t, map[string]string{"address": "Address is Required"}, fieldsOf(t, err))

	stranger := domain.User{ID: domain.NewID(), Email: "x@example.com"}
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(NewDeleteAddress(f.store).Handle(context.Background(), stranger, a.ID)))
	mine, err := NewAddressQueries(f.store).Mine(context.Background(), stranger)
	require.NoError(t, err)
	assert.Empty(t, mine)

	for i := 1; i < domain.MaxSavedAddresses; i++ {
		_, err := add.Handle(context.Background(), f.buyer, "", fmt.Sprintf("%d Dock Rd", i+1), "555")
		require.NoError(t, err)
	}
	_, err = add.Handle(context.Background(), f.buyer, "", "21 Dock Rd", "555")
	assert.EqualError(t, err, "conflict: You can keep at most 20 addresses. Please delete one you no longer use first.")

	require.NoError(t, NewDeleteAddress(f.store).Handle(context.Background(), f.buyer, a.ID))
	mine, err = NewAddressQueries(f.store).Mine(context.Background(), f.buyer)
	require.NoError(t, err)
	assert.Len(t, mine, domain.MaxSavedAddresses-1)
}
