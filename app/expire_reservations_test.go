package app

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func clockAt(t time.Time) Clock { return func() time.Time { return t } }

func TestExpireReservationsReturnsStockAndBumpsTheCatalogue(t *testing.T) {
	f := newOrderFixture(t)
	b := f.placeBooking(t, 100)
	version := NewCatalogueVersion()

	n, err := NewExpireReservations(VersionedBookings(f.store, version), clockAt(fixedNow.Add(47*time.Hour)), quietLog()).Handle(context.Background())
	require.NoError(t, err)
	assert.Zero(t, n)
	assert.Zero(t, version.Current(), "nothing expired, cached catalogue reads stay valid")
	assert.Equal(t, int64(900), f.stock(t))

	n, err = NewExpireReservations(VersionedBookings(f.store, version), clockAt(fixedNow.Add(48*time.Hour)), quietLog()).Handle(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, uint64(1), version.Current(), "stock changed, so cached catalogue reads are stale")
	assert.Equal(t, int64(1000), f.stock(t))
	got, err := f.store.GetBooking(context.Background(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.StatusExpired, got.Status)
	assert.Equal(t, domain.SystemActor, got.History[len(got.History)-1].By)
}

func TestReservationSweeperExpiresInTheBackgroundUntilStopped(t *testing.T) {
	f := newOrderFixture(t)
	expire := NewExpireReservations(f.store, clockAt(fixedNow.Add(49*time.Hour)), quietLog())
	sweeper := NewReservationSweeper(expire, time.Millisecond, quietLog())
	sweeper.Start()

	b := f.placeBooking(t, 100)
	require.Eventually(t, func() bool { return f.stock(t) == 1000 }, 5*time.Second, time.Millisecond,
		"a booking placed after start is swept by a later tick")
	require.NoError(t, sweeper.Stop(context.Background()))

	late := f.placeBooking(t, 100)
	time.Sleep(20 * time.Millisecond)
	got, err := f.store.GetBooking(context.Background(), late.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.StatusUnpaid, got.Status, "a stopped sweeper sweeps no more")
	got, err = f.store.GetBooking(context.Background(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.StatusExpired, got.Status)
}
