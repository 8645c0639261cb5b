// Package contracttest holds the suites that every adapter of a port must
// pass. A store adapter runs RunStoreSuite from its own _test.go file.
package contracttest

import (
	"testing"

	"github.com/palletshop/pallet/ports"
)

// Capabilities tells the suite which guarantees a store can prove.
type Capabilities struct {
	ConcurrentAtomicity bool   // false: skip contention tests
	SkipReason          string // why, printed by t.Skip
}

// StoreFactory gives a fresh, empty store for one sub-test.
type StoreFactory func(t *testing.T) ports.Store

type suite struct {
	newStore StoreFactory
	caps     Capabilities
}

// RunStoreSuite checks every promise of ports.Store but the ones under
// contention, which RunContentionSuite checks: every store runs both.
// newStore must return a fresh, empty store each time it is called.
func RunStoreSuite(t *testing.T, newStore func(t *testing.T) ports.Store, caps Capabilities) {
	s := suite{newStore: newStore, caps: caps}
	t.Run("Ping", s.testPing)
	t.Run("Products", s.testProducts)
	t.Run("ProductList", s.testProductList)
	t.Run("SKUs", s.testSKUs)
	t.Run("Users", s.testUsers)
	t.Run("Bookings", s.testBookings)
	t.Run("BookingUpdates", s.testBookingUpdates)
	t.Run("Expiry", s.testExpiry)
	t.Run("OrderLines", s.testOrderLines)
	t.Run("Carts", s.testCarts)
	t.Run("OrderRules", s.testOrderRules)
	t.Run("Quotes", s.testQuotes)
	t.Run("Documents", s.testDocuments)
	t.Run("Refunds", s.testRefunds)
	t.Run("Outbox", s.testOutbox)
	t.Run("Accounts", s.testAccounts)
	t.Run("Reviews", s.testReviews)
	t.Run("Messages", s.testMessages)
	t.Run("Credentials", s.testCredentials)
	t.Run("Uploads", s.testUploads)
	t.Run("Desk", s.testDesk)
	t.Run("UserSearch", s.testUserSearch)
	t.Run("Audit", s.testAudit)
	t.Run("Import", s.testImport)
	t.Run("Stats", s.testStats)
	t.Run("Search", s.testSearch)
	t.Run("SearchFilters", s.testSearchFilters)
	t.Run("Facets", s.testFacets)
	t.Run("Categories", s.testCategories)
	t.Run("ProductSpecs", s.testProductSpecs)
	t.Run("ChangeFeed", s.testChangeFeed)
	t.Run("Companies", s.testCompanies)
	t.Run("Warehouses", s.testWarehouses)
	t.Run("Returns", s.testReturns)
}

// RunContentionSuite races writers against each other on one store. Each
// store runs it once, as a test of its own (go test -run Contention).
func RunContentionSuite(t *testing.T, newStore func(t *testing.T) ports.Store, caps Capabilities) {
	s := suite{newStore: newStore, caps: caps}
	t.Run("AdminsOnOneStore", func(t *testing.T) { RunAdminContentionSuite(t, SameStoreTwice(newStore), caps) })
	t.Run("PlaceBookingNeverOversells", s.testPlaceContention)
	t.Run("CancelRacingPlaceRestocksExactly", s.testCancelContention)
	t.Run("OverlappingOrdersNeverOversellOrDeadlock", s.testOverlappingOrders)
	t.Run("OpenOrderCapHoldsUnderContention", s.testCapContention)
	t.Run("OneCartIsOrderedOnce", s.testCheckoutContention)
	t.Run("ReparentingsNeverMakeACycle", s.testReparentingContention)
	t.Run("OneApprovalDecidesAnOrder", s.testApprovalContention)
	t.Run("AUserJoinsOneCompany", s.testJoinContention)
	t.Run("CompanyAdminsDemotingEachOtherKeepOne", s.testLastAdminContention)
	t.Run("WarehousesNeverOversell", s.testWarehouseContention)
	t.Run("ReturnNumbersAreGapless", s.testReturnNumbersContention)
	t.Run("ReturnsNeverTakeAPieceTwice", s.testReturnQuantityContention)
}

func (s suite) testPing(t *testing.T) {
	store := s.newStore(t)
	if err := store.Ping(ctx(t)); err != nil {
		t.Fatalf("Ping on a fresh store: %v", err)
	}
}
