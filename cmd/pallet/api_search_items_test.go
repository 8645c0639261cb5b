package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A search answers its page's products from the catalogue index, not the
// store: each must be byte for byte what the product's own page shows,
// price breaks, specs, stock moved by an order and times included.
func TestASearchShowsEachProductAsItsOwnPageDoes(t *testing.T) {
	t.Parallel()
	for _, store := range []string{"memory", "sqlite"} {
		t.Run(store, func(t *testing.T) {
			s := newShop(t, map[string]string{"PALLET_STORE": store})
			admin := s.adminToken()
			body := with(with(with(productBody("Quokka Spec Drive"), "priceBreaks", []map[string]any{
				{"minQuantity": 200, "unitPriceCents": 11000}, {"minQuantity": 1000, "unitPriceCents": 9900}}),
				"category", "ssds"), "attributes", map[string]string{"capacity": "2 TB", "interface": "PCIe 4.0 NVMe"})
			s.createProduct(admin, with(body, "lowStockThreshold", 40))
			buyer, _ := s.signUp("Ada")
			s.book(buyer, s.orderableProduct())

			var page struct{ Items []json.RawMessage }
			r := s.do("GET", "/api/products?limit=100&category=components", "", nil)
			require.Equal(t, 200, r.Status, string(r.Body))
			require.NoError(t, json.Unmarshal(r.Body, &page))
			require.NotEmpty(t, page.Items)
			for _, item := range page.Items {
				var p struct{ ID string }
				require.NoError(t, json.Unmarshal(item, &p))
				own := s.do("GET", "/api/products/"+p.ID, "", nil)
				require.Equal(t, 200, own.Status)
				assert.JSONEq(t, string(own.Body), string(item))
				assert.Equal(t, string(own.Body), string(item), "byte for byte")
			}
		})
	}
}
