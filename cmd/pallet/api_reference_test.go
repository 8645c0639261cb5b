package main

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAnOrderIsFoundByItsReferenceOnMyOrdersAndTheDesk(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	buyer, _ := s.signUp("Referenced")
	p := s.orderableProduct()
	first := s.book(buyer, p)
	s.book(buyer, p)
	id, ref := first["id"].(string), first["reference"].(string)
	require.Equal(t, strings.ToUpper(id[len(id)-8:]), ref)

	mine := items(t, s.getJSON("/api/bookings?q="+strings.ToLower(ref), buyer))
	require.Len(t, mine, 1, "My Orders finds the order by its reference")
	assert.Equal(t, id, mine[0]["id"])

	desk := items(t, s.getJSON("/api/admin/bookings?q=%23"+ref, admin))
	require.Len(t, desk, 1, "the order desk finds it too, written with its #")
	assert.Equal(t, id, desk[0]["id"])

	tooLong := s.do("GET", "/api/bookings?q="+strings.Repeat("x", 300), buyer, nil)
	assert.Equal(t, http.StatusBadRequest, tooLong.Status)
}
