package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// splitStock sets the product's count in these warehouses as admin.
func (s *shop) splitStock(admin, productID string, counts map[string]int64) map[string]any {
	s.t.Helper()
	var warehouses []map[string]any
	for code, n := range counts {
		warehouses = append(warehouses, map[string]any{"code": code, "stock": n})
	}
	r := s.do("PUT", "/api/admin/products/"+productID+"/stock", admin, map[string]any{"warehouses": warehouses})
	require.Equal(s.t, 200, r.Status, string(r.Body))
	return r.JSON(s.t)
}

func (s *shop) saveWarehouse(admin, code string, lead int64) {
	s.t.Helper()
	r := s.do("PUT", "/api/admin/warehouses/"+code, admin, map[string]any{"name": "Warehouse " + code, "leadTimeDays": lead})
	require.Equal(s.t, 200, r.Status, string(r.Body))
}

// allFromMain is a line's allocations when main gave all its pieces.
func allFromMain(pieces int64) []any {
	return []any{map[string]any{"warehouse": "main", "quantity": float64(pieces)}}
}

func availability(pairs ...int64) []any {
	out := []any{}
	for i := 0; i < len(pairs); i += 2 {
		out = append(out, map[string]any{"leadTimeDays": float64(pairs[i]), "quantity": float64(pairs[i+1])})
	}
	return out
}

func TestWarehousesSplitStockAndShowAvailabilityByLeadTime(t *testing.T) {
	s := newShop(t, nil)
	admin := s.adminToken()
	p := s.cartProduct(admin, "Split SSD", 1000, 1200, 100)
	id := p["id"].(string)
	assert.Equal(t, availability(0, 1200), p["availability"], "every store starts with main, lead time 0")

	runScenarios(t, s, []scenario{
		{name: "a new warehouse", method: "PUT", path: "/api/admin/warehouses/north", token: admin,
			body: map[string]any{"name": "North", "address": "9 Fjord Rd", "leadTimeDays": 5, "position": 1}, status: 200,
			check: func(t *testing.T, r reply) {
				assert.Equal(t, map[string]any{"code": "north", "name": "North", "address": "9 Fjord Rd", "leadTimeDays": float64(5), "position": float64(1)}, r.JSON(t))
			}},
		{name: "a code with other characters", method: "PUT", path: "/api/admin/warehouses/north_2", token: admin,
			body: map[string]any{"name": "North"}, status: 400, code: "invalid", message: "A warehouse code has 1 to 16 letters, digits or -",
			fields: map[string]string{"code": "A warehouse code has 1 to 16 letters, digits or -"}},
		{name: "a lead time past 60 days", method: "PUT", path: "/api/admin/warehouses/far", token: admin,
			body: map[string]any{"name": "Far", "leadTimeDays": 61}, status: 400, code: "invalid", message: "The lead time is at most 60 days",
			fields: map[string]string{"leadTimeDays": "The lead time is at most 60 days"}},
		{name: "the list, fastest first", method: "GET", path: "/api/admin/warehouses", token: admin, status: 200,
			check: func(t *testing.T, r reply) { assert.Contains(t, string(r.Body), `"code":"main"`) }},
		{name: "stock split across the warehouses", method: "PUT", path: "/api/admin/products/" + id + "/stock", token: admin,
			body: map[string]any{"warehouses": []map[string]any{{"code": "north", "stock": 800}}}, status: 200,
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.Equal(t, float64(2000), got["stock"], "stock stays the sum")
				assert.Equal(t, []any{map[string]any{"code": "main", "stock": float64(1200)}, map[string]any{"code": "north", "stock": float64(800)}},
					got["stockByWarehouse"])
			}},
		{name: "a warehouse the shop doesn't have", method: "PUT", path: "/api/admin/products/" + id + "/stock", token: admin,
			body: map[string]any{"warehouses": []map[string]any{{"code": "west", "stock": 1}}}, status: 400, code: "invalid",
			message: "There is no warehouse west", fields: map[string]string{"warehouses.0": "There is no warehouse west"}},
		{name: "a warehouse holding stock can't go", method: "DELETE", path: "/api/admin/warehouses/north", token: admin,
			status: 409, code: "conflict", message: "Move this warehouse's stock first"},
		{name: "nor can main", method: "DELETE", path: "/api/admin/warehouses/main", token: admin,
			status: 409, code: "conflict", message: "The main warehouse can't be deleted"},
	})

	public := s.product(id)
	assert.Equal(t, availability(0, 1200, 5, 800), public["availability"], "grouped by lead time, no warehouse named")
	assert.NotContains(t, public, "stockByWarehouse", "the split is for admins")
	card := items(t, s.getJSON("/api/products?q=split", ""))[0]
	assert.Equal(t, availability(0, 1200, 5, 800), card["availability"], "cards show it too")

	entries := items(t, s.getJSON("/api/admin/audit?action=product.stock", admin))
	require.Len(t, entries, 1, "one entry per stock change")
	entry := entries[0]
	assert.Equal(t, map[string]any{"stock": float64(1200), "stockByWarehouse": "main:1200"}, entry["before"])
	assert.Equal(t, map[string]any{"stock": float64(2000), "stockByWarehouse": "main:1200;north:800"}, entry["after"])

	rows := s.download(t, admin, "/api/admin/products.csv", "products.csv")
	col := indexOf(rows[0], "stockByWarehouse")
	require.GreaterOrEqual(t, col, 0)
	assert.Contains(t, rowsColumn(rows, col), "main:1200;north:800")

	res := s.importCSV(t, admin, "", "sku,stockByWarehouse\n"+p["sku"].(string)+",main:10;north:5\n")
	assert.Equal(t, float64(1), res["updated"])
	assert.Equal(t, availability(0, 10, 5, 5), s.product(id)["availability"], "the column sets the whole split")
	s.importCSV(t, admin, "", "sku,stock\n"+p["sku"].(string)+",40\n")
	assert.Equal(t, availability(0, 35, 5, 5), s.product(id)["availability"], "stock alone changes main")

	s.splitStock(admin, id, map[string]int64{"north": 0})
	r := s.do("DELETE", "/api/admin/warehouses/north", admin, nil)
	assert.Equal(t, 204, r.Status, string(r.Body))
}

func indexOf(row []string, name string) int {
	for i, c := range row {
		if c == name {
			return i
		}
	}
	return -1
}

func rowsColumn(rows [][]string, col int) []string {
	var out []string
	for _, r := range rows[1:] {
		out = append(out, r[col])
	}
	return out
}

func TestCheckoutTakesFastestStockFirstBackordersTheRestAndShipsInParts(t *testing.T) {
	s := newMailShop(t, nil)
	admin := s.adminToken()
	buyer, _ := s.signUp("Backorderer")
	email := s.me(buyer)["email"].(string)
	s.saveWarehouse(admin, "north", 5)
	body := productBody("Backorder SSD")
	body["priceCents"], body["stock"], body["minOrderQuantity"], body["backorderable"], body["restockDays"] = 1000, 150, 10, true, 14
	p := s.createProduct(admin, body)
	id := p["id"].(string)
	s.splitStock(admin, id, map[string]int64{"north": 100})

	cart := s.putInCart(buyer, id, 300)
	line := cartLines(t, cart)[0]
	assert.Nil(t, line["problem"], "a backorderable product takes more than its stock")
	assert.Equal(t, availability(0, 150, 5, 100), line["availability"])
	assert.Equal(t, true, line["backorderable"])
	assert.Equal(t, float64(14), line["restockDays"])

	r := s.do("POST", "/api/cart/checkout", buyer, checkoutBody())
	require.Equal(t, 201, r.Status, string(r.Body))
	booking := r.JSON(t)
	bookingID := booking["id"].(string)
	placed := booking["lines"].([]any)[0].(map[string]any)
	assert.Equal(t, []any{map[string]any{"warehouse": "main", "quantity": float64(150)}, map[string]any{"warehouse": "north", "quantity": float64(100)}},
		placed["allocations"], "fastest warehouse first")
	assert.Equal(t, float64(50), placed["backorderedQuantity"])
	assert.Equal(t, int64(0), num(s.product(id)["stock"]))
	assert.Equal(t, true, s.product(id)["orderable"], "with no stock it still takes orders")
	s.pay(buyer, bookingID)

	arrived := s.splitStock(admin, id, map[string]int64{"main": 80})
	assert.Equal(t, float64(30), arrived["stock"], "50 of the 80 that arrived went to the backorder")
	filled := s.booking(buyer, bookingID)["lines"].([]any)[0].(map[string]any)
	assert.Equal(t, float64(0), filled["backorderedQuantity"])
	assert.Equal(t, []any{map[string]any{"warehouse": "main", "quantity": float64(200)}, map[string]any{"warehouse": "north", "quantity": float64(100)}},
		filled["allocations"])
	s.oneMailTo(email, "Backordered pieces for order")

	shipments := "/api/admin/bookings/" + bookingID + "/shipments"
	runScenarios(t, s.shop, []scenario{
		{name: "a first part ships", method: "POST", path: shipments, token: admin, status: 201,
			body: map[string]any{"lines": []map[string]any{{"productId": id, "quantity": 200}}, "carrier": "DHL", "trackingNumber": "TRK-ONE"},
			check: func(t *testing.T, r reply) {
				got := r.JSON(t)
				assert.Equal(t, "TRK-ONE", got["trackingNumber"])
				assert.Equal(t, "DHL", got["carrier"])
				assert.Equal(t, "partially_shipped", s.booking(buyer, bookingID)["status"])
			}},
		{name: "more than is left to ship", method: "POST", path: shipments, token: admin, status: 400, code: "invalid",
			body:    map[string]any{"lines": []map[string]any{{"productId": id, "quantity": 101}}},
			message: "Only 100 pieces of this line are left to ship", fields: map[string]string{"lines." + id: "Only 100 pieces of this line are left to ship"}},
		{name: "a product the order doesn't have", method: "POST", path: shipments, token: admin, status: 400, code: "invalid",
			body:    map[string]any{"lines": []map[string]any{{"productId": "0123456789abcdef01234567", "quantity": 1}}},
			message: "This order has no such product", fields: map[string]string{"lines.0123456789abcdef01234567": "This order has no such product"}},
		{name: "the old ship ships the rest", method: "POST", path: "/api/admin/bookings/" + bookingID + "/ship", token: admin, status: 200,
			body:  map[string]any{"trackingNumber": "TRK-TWO"},
			check: func(t *testing.T, r reply) { assert.Equal(t, "shipped", r.JSON(t)["status"]) }},
		{name: "nothing is left", method: "POST", path: shipments, token: admin, status: 409, code: "conflict",
			body: map[string]any{"lines": []map[string]any{{"productId": id, "quantity": 1}}}, message: "Only paid orders can be shipped"},
	})

	got := s.booking(buyer, bookingID)
	var tracking []any
	for _, sh := range got["shipments"].([]any) {
		tracking = append(tracking, sh.(map[string]any)["trackingNumber"])
	}
	assert.Equal(t, []any{"TRK-ONE", "TRK-TWO"}, tracking, "the buyer sees both shipments")
	s.oneMailTo(email, "Part of order "+got["reference"].(string)+" has shipped")
	s.oneMailTo(email, "Order "+got["reference"].(string)+" has shipped")
}

func TestStockThatArrivedWhileAnOrderWasUnpaidFillsItWhenItIsPaid(t *testing.T) {
	s := newMailShop(t, nil)
	admin := s.adminToken()
	buyer, _ := s.signUp("latepayer")
	email := s.me(buyer)["email"].(string)
	id, bookingID := backorderedCartOrder(t, s, admin, buyer, "Late SSD", 30)

	arrived := s.splitStock(admin, id, map[string]int64{"main": 50})
	assert.Equal(t, float64(50), arrived["stock"], "an unpaid order claims no arriving stock")

	paid := s.pay(buyer, bookingID)
	line := paid["lines"].([]any)[0].(map[string]any)
	assert.Equal(t, float64(0), line["backorderedQuantity"], "paying offers it the stock waiting")
	assert.Equal(t, allFromMain(30), line["allocations"])
	assert.Equal(t, int64(30), num(s.product(id)["stock"]))
	s.oneMailTo(email, "Backordered pieces for order")
}

func TestAnImportRefusesAStockThatDisagreesWithItsSplit(t *testing.T) {
	s := newShop(t, nil)
	admin := s.adminToken()
	s.saveWarehouse(admin, "north", 5)
	p := s.createProduct(admin, productBody("Split SSD"))
	sku, id := p["sku"].(string), p["id"].(string)
	s.splitStock(admin, id, map[string]int64{"main": 30, "north": 10})
	header := "sku,stock,stockByWarehouse\n"

	res := s.importCSV(t, admin, "", header+sku+",55,main:30;north:10\n")
	assert.Equal(t, []any{map[string]any{"row": 1.0, "field": "stock",
		"message": "stock must equal the sum of stockByWarehouse; change one of them or leave stock empty"}}, res["errors"],
		"a stock edited beside the exported split is not lost unseen")
	assert.Equal(t, float64(40), s.product(id)["stock"])

	res = s.importCSV(t, admin, "", header+sku+",,main:45;north:10\n")
	assert.Empty(t, res["errors"])
	assert.Equal(t, float64(1), res["updated"], "stock left empty: the split sets it")
	res = s.importCSV(t, admin, "", header+sku+",60,main:50;north:10\n")
	assert.Empty(t, res["errors"])
	assert.Equal(t, float64(60), s.product(id)["stock"], "a stock that is the split's sum is taken")

	res = s.importCSV(t, admin, "", "sku,name,brand,priceCents,stock,descriptions,img,stockByWarehouse\n"+
		"NEW-SPLIT,Split HDD,Acme,13900,,A new drive,/catalogue/ssd.svg,main:40;north:2\n")
	assert.Empty(t, res["errors"])
	created, found := s.productBySKU(t, "NEW-SPLIT")
	require.True(t, found)
	assert.Equal(t, float64(42), created["stock"], "a new product's stock may come from its split alone")
}

func TestTheOldShipWithBackordersLeftMailsAPartAndTheOrderCantBeDeliveredYet(t *testing.T) {
	s := newMailShop(t, nil)
	admin := s.adminToken()
	buyer, _ := s.signUp("partbuyer")
	email := s.me(buyer)["email"].(string)
	_, bookingID := backorderedCartOrder(t, s, admin, buyer, "Part SSD", 25)
	s.pay(buyer, bookingID)

	r := s.do("POST", "/api/admin/bookings/"+bookingID+"/ship", admin, map[string]any{"trackingNumber": "TRK-PART"})
	require.Equal(t, 200, r.Status, string(r.Body))
	shipped := r.JSON(t)
	assert.Equal(t, "partially_shipped", shipped["status"], "15 pieces still wait for stock")
	reference := shipped["reference"].(string)
	mail := s.oneMailTo(email, "Part of order "+reference+" has shipped")
	assert.Contains(t, mail.Text, "10 × Part SSD")
	assert.Empty(t, s.mailTo(email, "Order "+reference+" has shipped"), "the order has not all shipped")

	r = s.do("POST", "/api/admin/bookings/"+bookingID+"/deliver", admin, nil)
	assert.Equal(t, 409, r.Status, string(r.Body))
	assert.Equal(t, "Only shipped orders can be marked delivered", r.ErrorMessage(t))
}

// backorderedCartOrder checks out quantity pieces of a new backorderable
// product that has 10 in stock, so the rest of the line is backordered.
func backorderedCartOrder(t *testing.T, s *mailShop, admin, buyer, name string, quantity int64) (productID, bookingID string) {
	t.Helper()
	body := productBody(name)
	body["priceCents"], body["stock"], body["minOrderQuantity"], body["backorderable"], body["restockDays"] = 1000, 10, 1, true, 14
	productID = s.createProduct(admin, body)["id"].(string)
	s.putInCart(buyer, productID, quantity)
	r := s.do("POST", "/api/cart/checkout", buyer, checkoutBody())
	require.Equal(t, 201, r.Status, string(r.Body))
	return productID, r.JSON(t)["id"].(string)
}
