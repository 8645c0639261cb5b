package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestReferenceIsTheIdsEndUpperCased(t *testing.T) {
	b := Booking{ID: "5f3a9c01d2e4b6a8c0e2f4a6"}
	assert.Equal(t, "C0E2F4A6", b.Reference())
}

func TestReferenceOfAnyNewIDIsEightCharacters(t *testing.T) {
	assert.Len(t, Booking{ID: NewID()}.Reference(), ReferenceLen)
	assert.Equal(t, "AB", Booking{ID: "ab"}.Reference(), "a short id is its own reference")
}

func TestBookingQueryDropsTheReferencesHash(t *testing.T) {
	assert.Equal(t, "C0E2F4A6", NormalizeBookingQuery("  #C0E2F4A6 "))
	assert.Equal(t, "po-7781", NormalizeBookingQuery(" po-7781 "))
}
