package main

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/domain"
)

func runPallet(t *testing.T, env map[string]string, args ...string) (int, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, func(k string) string { return env[k] }, &out, &errOut)
	return code, out.String() + errOut.String()
}

func TestSeedAndMigrateKeepDataAcrossRestarts(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := map[string]string{"PALLET_DATA_DIR": dir}

	code, out := runPallet(t, env, "migrate")
	require.Equal(t, 0, code, out)
	code, out = runPallet(t, env, "seed")
	require.Equal(t, 0, code, out)
	assert.Regexp(t, `Seeded (1[2-9]|[2-9]\d) products`, out)

	store, err := sqlite.Open(dir + "/pallet.db")
	require.NoError(t, err)
	added, err := domain.ProductInput{Name: ptr("Added by hand"), Brand: ptr("Acme"), PriceCents: ptr[int64](100),
		Stock: ptr[int64](10), Descriptions: ptr("x"), Img: ptr("/catalogue/ssd.svg")}.NewProduct("t@example.com", time.Now())
	require.NoError(t, err)
	require.NoError(t, store.CreateProduct(context.Background(), added))
	require.NoError(t, store.Close())

	code, out = runPallet(t, env, "seed")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "Seeded 0 products")

	store, err = sqlite.Open(dir + "/pallet.db")
	require.NoError(t, err)
	defer store.Close()
	got, err := store.GetProduct(context.Background(), added.ID)
	require.NoError(t, err)
	assert.Equal(t, "Added by hand", got.Name)
}

func TestAdminGrantAndRevokeWorkOnTheStore(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := map[string]string{"PALLET_DATA_DIR": dir}
	code, out := runPallet(t, env, "admin", "grant", "nobody@example.com")
	assert.Equal(t, 1, code)
	assert.Contains(t, out, "no account uses nobody@example.com yet: sign up with it in the shop, then run this again")
	assert.NotContains(t, out, "PALLET_ADMIN_EMAILS", "with local sign-in the list can't make admins")

	store, err := sqlite.Open(dir + "/pallet.db")
	require.NoError(t, err)
	now := time.Now()
	for _, email := range []string{"first@example.com", "second@example.com"} {
		require.NoError(t, store.CreateUser(context.Background(), domain.User{ID: domain.NewID(), Email: email, Name: "U", Role: domain.RoleCustomer, CreatedAt: now, UpdatedAt: now}))
	}
	require.NoError(t, store.Close())

	code, out = runPallet(t, env, "admin", "grant", "First@Example.com")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "first@example.com is now admin")
	code, out = runPallet(t, env, "admin", "revoke", "first@example.com")
	assert.Equal(t, 1, code, "the last admin stays")
	assert.Contains(t, out, "at least one admin")
	code, out = runPallet(t, env, "admin", "grant", "second@example.com")
	require.Equal(t, 0, code, out)
	code, out = runPallet(t, env, "admin", "revoke", "first@example.com")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "first@example.com is now customer")

	code, out = runPallet(t, env, "admin", "promote", "x")
	assert.Equal(t, 1, code)
	assert.Contains(t, out, "usage")
}

func TestUnknownCommandFails(t *testing.T) {
	t.Parallel()
	code, out := runPallet(t, map[string]string{"PALLET_DATA_DIR": t.TempDir()}, "frobnicate")
	assert.Equal(t, 1, code)
	assert.Contains(t, out, "unknown command")
}

func ptr[T any](v T) *T { return &v }
