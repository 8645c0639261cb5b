package httpapi

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSearchSlotsAdmitAsManyAsTheyHold(t *testing.T) {
	slots := make(searchSlots, 2)
	require.NoError(t, slots.take(t.Context()))
	require.NoError(t, slots.take(t.Context()))

	third := make(chan error, 1)
	go func() { third <- slots.take(t.Context()) }()
	select {
	case <-third:
		t.Fatal("a third search ran while both slots were held")
	case <-time.After(50 * time.Millisecond):
	}
	slots.release()
	select {
	case err := <-third:
		assert.NoError(t, err, "a released slot goes to the search that waited")
	case <-time.After(5 * time.Second):
		t.Fatal("the waiting search never got the released slot")
	}
}

func TestSearchSlotsStopWaitingWhenTheClientLeaves(t *testing.T) {
	slots := make(searchSlots, 1)
	require.NoError(t, slots.take(t.Context()))
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	assert.ErrorIs(t, slots.take(ctx), context.Canceled)
	assert.Len(t, slots, 1, "the search that gave up holds no slot")
}
