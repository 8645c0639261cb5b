package mongodb

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/adapters/contracttest"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var _ ports.Store = (*Store)(nil)

var caps = contracttest.Capabilities{
	ConcurrentAtomicity: realMongo,
	SkipReason:          "FerretDB v1 loses concurrent updates (FerretDB#3040), so it can't prove no-oversell; set MONGODB_TEST_URI to a real MongoDB to run this",
}

func TestStoreContract(t *testing.T) {
	contracttest.RunStoreSuite(t, func(t *testing.T) ports.Store { return newTestStore(t) }, caps)
}

func TestContention(t *testing.T) {
	contracttest.RunContentionSuite(t, func(t *testing.T) ports.Store { return newTestStore(t) }, caps)
}

func TestConnectCreatesIndexes(t *testing.T) {
	ctx := t.Context()
	db := "pallet_test_" + domain.NewID()
	s, err := Connect(ctx, testURI, db)
	require.NoError(t, err)
	t.Cleanup(func() {
		_ = s.db.Drop(context.Background())
		_ = s.Close(context.Background())
	})
	if !realMongo {
		assert.False(t, s.transactions, "FerretDB v1 has no transactions, so the compensating path is used")
	}

	specs, err := s.users.Indexes().ListSpecifications(ctx)
	require.NoError(t, err)
	var uniqueEmail bool
	for _, spec := range specs {
		if spec.KeysDocument.String() == `{"email": {"$numberInt":"1"}}` && spec.Unique != nil && *spec.Unique {
			uniqueEmail = true
		}
	}
	assert.True(t, uniqueEmail, "users.email is unique: %+v", specs)

	// Connecting again to the same database finds the indexes in place.
	again, err := Connect(ctx, testURI, db)
	require.NoError(t, err)
	require.NoError(t, again.Close(ctx))
}

func TestDocumentsUseCamelCaseAndNativeTypes(t *testing.T) {
	s := newTestStore(t)
	created := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	p := domain.Product{
		ID: domain.NewID(), Name: "Ryzen", Brand: "AMD", PriceCents: 31999, Stock: 500,
		MinOrderQuantity: 100, CreatedAt: created, UpdatedAt: created,
	}
	require.NoError(t, s.CreateProduct(t.Context(), p))

	raw, err := s.products.FindOne(t.Context(), byID(p.ID)).Raw()
	require.NoError(t, err)
	assert.Equal(t, p.ID, raw.Lookup("_id").StringValue(), "the caller's id is the _id string")
	assert.Equal(t, bson.TypeInt64, raw.Lookup("priceCents").Type, "money is int64 cents")
	assert.Equal(t, int64(31999), raw.Lookup("priceCents").Int64())
	assert.Equal(t, int64(100), raw.Lookup("minOrderQuantity").Int64())
	assert.Equal(t, bson.TypeDateTime, raw.Lookup("createdAt").Type)
	assert.Equal(t, created.UnixMilli(), raw.Lookup("createdAt").DateTime())
}

func TestPlaceBookingGivesStockBackWhenTheInsertFails(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	p := domain.Product{ID: domain.NewID(), Name: "SSD", Brand: "Samsung", PriceCents: 100, Stock: 500, MinOrderQuantity: 100}
	require.NoError(t, s.CreateProduct(ctx, p))
	b := contracttest.UnpaidOrder(t, p, 100)
	require.NoError(t, s.PlaceBooking(ctx, b, domain.OrderRules{}))

	// The same booking id again: the stock is taken, the insert fails on the
	// duplicate _id, and the quantity must come back.
	err := s.PlaceBooking(ctx, b, domain.OrderRules{})
	assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err), "error: %v", err)
	got, err := s.GetProduct(ctx, p.ID)
	require.NoError(t, err)
	assert.Equal(t, int64(400), got.Stock, "only the first booking holds stock")
}

func TestUpdateUserToATakenEmailIsEmailTaken(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	ann := domain.User{ID: domain.NewID(), Email: "ann@example.com", Role: domain.RoleCustomer}
	bob := domain.User{ID: domain.NewID(), Email: "bob@example.com", Role: domain.RoleCustomer}
	require.NoError(t, s.CreateUser(ctx, ann))
	require.NoError(t, s.CreateUser(ctx, bob))

	_, err := s.UpdateUser(ctx, bob.ID, func(u *domain.User) error {
		u.Email = ann.Email
		return nil
	})
	assert.Equal(t, domain.ErrEmailTaken, err)
	got, err := s.GetUser(ctx, bob.ID)
	require.NoError(t, err)
	assert.Equal(t, "bob@example.com", got.Email)
}

func TestUpdateProductKeepsStockTakenByABookingInBetween(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	p := domain.Product{ID: domain.NewID(), Name: "SSD", Brand: "Samsung", PriceCents: 100, Stock: 500, MinOrderQuantity: 100}
	require.NoError(t, s.CreateProduct(ctx, p))
	calls := 0
	updated, err := s.UpdateProduct(ctx, p.ID, func(q *domain.Product) error {
		calls++
		if calls == 1 { // a booking lands between the read and the save
			require.NoError(t, s.PlaceBooking(ctx, contracttest.UnpaidOrder(t, p, 100), domain.OrderRules{}))
		}
		q.Name = "SSD 2TB"
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, 2, calls, "the stale save was refused and fn ran again on fresh data")
	assert.Equal(t, int64(400), updated.Stock)
	assert.Equal(t, "SSD 2TB", updated.Name)
}

func TestUnreachableServerIsUnavailable(t *testing.T) {
	ctx := t.Context()
	opts := options.Client().ApplyURI("mongodb://127.0.0.1:1/").SetServerSelectionTimeout(200 * time.Millisecond)
	_, err := connect(ctx, opts, "pallet")
	require.Error(t, err)
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err), "error: %v", err)
}

func TestClosedStoreIsUnavailable(t *testing.T) {
	s, err := Connect(t.Context(), testURI, "pallet_test_"+domain.NewID())
	require.NoError(t, err)
	require.NoError(t, s.db.Drop(t.Context()))
	require.NoError(t, s.Close(t.Context()))

	_, err = s.GetProduct(t.Context(), domain.NewID())
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err), "error: %v", err)
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(s.Ping(t.Context())))
	var derr *domain.Error
	require.ErrorAs(t, err, &derr)
	assert.Equal(t, "The store is unavailable, please try again shortly", derr.Message)
}

// FerretDB v1 commits each updated document on its own (about 10 ms each),
// so 20,000 updates are left to a real MongoDB.
func TestImportsTwentyThousandProductsInOneCall(t *testing.T) {
	if !realMongo {
		t.Skip("FerretDB v1 updates documents one commit at a time; set MONGODB_TEST_URI to a real MongoDB to run this")
	}
	contracttest.RunLargeImport(t, func(t *testing.T) ports.Store { return newTestStore(t) }, 20000)
}
