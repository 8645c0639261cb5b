//go:build !race

// One goroutine: the race detector has nothing to watch here, and it slows the pure-Go
// SQLite engine many times over, so these run in make test's pass without it (docs/testing.md).

package sqlite

import (
	"database/sql"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pressly/goose/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// An unpaid order from before reservations existed must not hold its stock
// forever: the migration gives it the default 48 hours from when it was placed.
func TestUnpaidOrdersFromBeforeReservationsGetTheDefaultReservation(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	placed := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	db := migratedUpTo(t, path, 1)
	var err error
	for id, status := range map[string]domain.BookingStatus{"old-unpaid": domain.StatusUnpaid, "old-paid": domain.StatusPaid} {
		_, err = db.Exec(`INSERT INTO bookings VALUES (?, 'p1', 'SSD', 100, 10000, 100, 'a', '1', 'c', 'u1', 'u@example.com',
			?, '', '', '', '[]', ?, ?)`, id, status, placed.UnixMilli(), placed.UnixMilli())
		require.NoError(t, err)
	}
	require.NoError(t, db.Close())

	s, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	unpaid, err := s.GetBooking(t.Context(), "old-unpaid")
	require.NoError(t, err)
	assert.Equal(t, placed.Add(48*time.Hour), unpaid.ExpiresAt)
	paid, err := s.GetBooking(t.Context(), "old-paid")
	require.NoError(t, err)
	assert.True(t, paid.ExpiresAt.IsZero(), "only unpaid orders hold a reservation")
}

// migratedUpTo opens a new database at path with the migrations up to
// version applied, as an older release left it.
func migratedUpTo(t *testing.T, path string, version int64) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	require.NoError(t, err)
	migrations, err := fs.Sub(migrationFiles, "migrations")
	require.NoError(t, err)
	provider, err := goose.NewProvider(goose.DialectSQLite3, db, migrations)
	require.NoError(t, err)
	_, err = provider.UpTo(t.Context(), version)
	require.NoError(t, err)
	return db
}

// Every order placed before orders had lines becomes a one-line order: it
// still shows what was bought, and cancelling it gives the stock back.
func TestOrdersFromBeforeLinesBecomeOneLineOrders(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	placed := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	db := migratedUpTo(t, path, 4)
	_, err := db.Exec(`INSERT INTO products (id, name, brand, price_cents, stock, descriptions, img, min_order_quantity,
		added_by, created_at, updated_at) VALUES ('p1', 'SSD', 'Samsung', 100, 900, '', '', 1, '', 0, 0)`)
	require.NoError(t, err)
	_, err = db.Exec(`INSERT INTO bookings (id, product_id, product_name, unit_price_cents, total_price_cents, quantity,
		address, phone, client_name, user_id, user_email, status, transaction_id, payment_intent_id, tracking_number,
		history, created_at, updated_at) VALUES ('old', 'p1', 'SSD', 100, 10000, 100, 'a', '1', 'c', 'u1',
		'u@example.com', 'unpaid', '', '', '', '[]', ?, ?)`, placed.UnixMilli(), placed.UnixMilli())
	require.NoError(t, err)
	require.NoError(t, db.Close())

	s, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	old, err := s.GetBooking(t.Context(), "old")
	require.NoError(t, err)
	assert.Equal(t, []domain.BookingLine{{ProductID: "p1", ProductName: "SSD", Quantity: 100, UnitPriceCents: 100,
		LineTotalCents: 10000}}, old.Lines)
	assert.Equal(t, int64(10000), old.SubtotalCents)
	assert.Equal(t, int64(10000), old.TotalPriceCents)
	assert.Equal(t, domain.PaymentCard, old.PaymentMethod)

	_, err = s.UpdateBooking(t.Context(), "old", func(b *domain.Booking) error { return b.Cancel("u@example.com", time.Now()) })
	require.NoError(t, err)
	p, err := s.GetProduct(t.Context(), "p1")
	require.NoError(t, err)
	assert.Equal(t, int64(1000), p.Stock, "the migrated line gives its stock back")
}

// Products from before part numbers each get a unique one that the unique
// index then guards, and no price breaks.
func TestProductsFromBeforePartNumbersGetUniqueOnes(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := migratedUpTo(t, path, 5)
	for _, id := range []string{"0123456789abcdef01234567", "0123456789abcdef89abcdef"} {
		_, err := db.Exec(`INSERT INTO products (id, name, brand, price_cents, stock, descriptions, img, min_order_quantity,
			added_by, created_at, updated_at) VALUES (?, 'SSD', 'Samsung', 100, 900, '', '', 1, '', 0, 0)`, id)
		require.NoError(t, err)
	}
	require.NoError(t, db.Close())

	s, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	first, err := s.GetProduct(t.Context(), "0123456789abcdef01234567")
	require.NoError(t, err)
	second, err := s.GetProduct(t.Context(), "0123456789abcdef89abcdef")
	require.NoError(t, err)
	assert.Equal(t, "PLT-0123456789ABCDEF01234567", first.SKU)
	assert.NotEqual(t, domain.SKUKey(first.SKU), domain.SKUKey(second.SKU))
	assert.Empty(t, first.PriceBreaks)

	_, err = s.UpdateProduct(t.Context(), second.ID, func(p *domain.Product) error {
		p.SKU = strings.ToLower(first.SKU)
		return nil
	})
	assert.ErrorIs(t, err, domain.ErrSKUTaken)
}

// Accounts, products and orders from before company accounts read back with
// nothing set: unverified, no company or terms, no low-stock level, no
// documents. The migration also goes back down cleanly.
func TestRowsFromBeforeCompanyAccountsHaveNothingSet(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := migratedUpTo(t, path, 6)
	_, err := db.Exec(`INSERT INTO users (id, email, name, photo_url, role, created_at, updated_at)
		VALUES ('u1', 'old@example.com', 'Old', '', 'customer', 0, 0)`)
	require.NoError(t, err)
	_, err = db.Exec(`INSERT INTO products (id, name, brand, price_cents, stock, descriptions, img, min_order_quantity,
		added_by, created_at, updated_at, sku) VALUES ('p1', 'SSD', 'Samsung', 100, 900, '', '', 1, '', 0, 0, 'PLT-1')`)
	require.NoError(t, err)
	require.NoError(t, db.Close())

	s, err := Open(path)
	require.NoError(t, err)
	u, err := s.GetUser(t.Context(), "u1")
	require.NoError(t, err)
	assert.False(t, u.EmailVerified)
	assert.Equal(t, domain.Company{}, u.Company)
	assert.Equal(t, domain.Terms{}, u.Terms)
	p, err := s.GetProduct(t.Context(), "p1")
	require.NoError(t, err)
	assert.Zero(t, p.LowStockThreshold)
	require.NoError(t, s.Close())

	db, err = sql.Open("sqlite", path)
	require.NoError(t, err)
	defer func() { _ = db.Close() }()
	migrations, err := fs.Sub(migrationFiles, "migrations")
	require.NoError(t, err)
	provider, err := goose.NewProvider(goose.DialectSQLite3, db, migrations)
	require.NoError(t, err)
	_, err = provider.DownTo(t.Context(), 6)
	require.NoError(t, err, "00007 goes back down")
}

// Sessions and passwords from before session epochs both start at epoch 0,
// so everyone signed in stays signed in.
func TestSessionsFromBeforeEpochsStayLive(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := migratedUpTo(t, path, 9)
	_, err := db.Exec(`INSERT INTO passwords (user_id, hash) VALUES ('u1', '$2a$10$old')`)
	require.NoError(t, err)
	_, err = db.Exec(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('old-session', 'u1', ?)`,
		time.Now().Add(time.Hour).UnixMilli())
	require.NoError(t, err)
	require.NoError(t, db.Close())

	s, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	sess, err := s.GetSession(t.Context(), "old-session")
	require.NoError(t, err)
	creds, err := s.GetCredentials(t.Context(), "u1")
	require.NoError(t, err)
	assert.Equal(t, int64(0), sess.Epoch)
	assert.Equal(t, sess.Epoch, creds.SessionEpoch)
}

// A store from before warehouses gets main, holding each product's whole
// stock: stock is still the sum, and main gives a new order its pieces.
func TestProductsFromBeforeWarehousesHaveAllTheirStockInMain(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := migratedUpTo(t, path, 18)
	for id, stock := range map[string]int64{"0123456789abcdef01234567": 900, "0123456789abcdef89abcdef": 0} {
		_, err := db.Exec(`INSERT INTO products (id, name, brand, price_cents, stock, descriptions, img, min_order_quantity,
			added_by, created_at, updated_at, sku) VALUES (?, 'SSD', 'Samsung', 100, ?, 'A drive', '/catalogue/ssd.svg', 1, '', 0, 0, ?)`,
			id, stock, "PLT-"+id)
		require.NoError(t, err)
	}
	require.NoError(t, db.Close())

	s, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	ws, err := s.ListWarehouses(t.Context())
	require.NoError(t, err)
	assert.Equal(t, []domain.Warehouse{domain.DefaultWarehouse()}, ws)
	p, err := s.GetProduct(t.Context(), "0123456789abcdef01234567")
	require.NoError(t, err)
	assert.Equal(t, int64(900), p.Stock)
	assert.Equal(t, map[string]int64{domain.MainWarehouse: 900}, p.WarehouseStocks())
	assert.False(t, p.Backorderable)
	empty, err := s.GetProduct(t.Context(), "0123456789abcdef89abcdef")
	require.NoError(t, err)
	assert.Empty(t, empty.WarehouseStocks())

	buyer := domain.User{ID: domain.NewID(), Email: "u@example.com", Name: "U"}
	b, err := domain.NewBooking(domain.BookingInput{ProductID: p.ID, Quantity: 300, Address: "1 Dock Road", Phone: "+1 555 0100"}, p, buyer, time.Now())
	require.NoError(t, err)
	require.NoError(t, s.PlaceBooking(t.Context(), b, domain.OrderRules{}))
	placed, err := s.GetBooking(t.Context(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, []domain.Allocation{{Warehouse: domain.MainWarehouse, Quantity: 300}}, placed.Lines[0].Reserved())
	p, err = s.GetProduct(t.Context(), p.ID)
	require.NoError(t, err)
	assert.Equal(t, map[string]int64{domain.MainWarehouse: 600}, p.WarehouseStocks())
}

// Products keep only the indexes the store still reads by: the catalogue
// index sorts by brand, price and date in process, so those indexes only
// cost every product write.
func TestProductsKeepOnlyTheIndexesTheStoreReadsBy(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), FileName))
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })

	names, err := queryAll(t.Context(), s.writer, "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'products' AND sql IS NOT NULL ORDER BY name", nil, scanID)
	require.NoError(t, err)
	assert.Equal(t, []string{"products_category", "products_img", "products_low_stock", "products_name", "products_seq", "products_sku"}, names,
		"a category's products, a photo's users, low stock, the export's order, the change feed and unique part numbers")
}
