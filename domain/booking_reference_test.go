package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestReferenceIsTheIdsStartUpperCased(t *testing.T) {
	b := Booking{ID: "5f3a9c01d2e4b6a8c0e2f4a6"}
	assert.Equal(t, "5F3A9C01", b.Reference())
}

func TestReferenceOfAnyNewIDIsEightCharacters(t *testing.T) {
	assert.Len(t, Booking{ID: NewID()}.Reference(), ReferenceLen)
	assert.Equal(t, "AB", Booking{ID: "ab"}.Reference(), "a short id is its own reference")
}
