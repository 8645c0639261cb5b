package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func slugsOf(cs []Category) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Slug
	}
	return out
}

func TestMisplacedCategoriesAreTheOnesWhoseParentIsNotTopLevel(t *testing.T) {
	sound := []Category{{Slug: "components"}, {Slug: "ssds", Parent: "components"}, {Slug: "monitors"}}
	assert.Empty(t, MisplacedCategories(sound))

	broken := append(sound,
		Category{Slug: "a", Parent: "b"}, Category{Slug: "b", Parent: "a"}, // a cycle
		Category{Slug: "nvme", Parent: "ssds"}, // a third level
		Category{Slug: "orphan", Parent: "gone"},
	)
	assert.Equal(t, []string{"a", "b", "nvme", "orphan"}, slugsOf(MisplacedCategories(broken)))

	for _, c := range MisplacedCategories(broken) {
		for i := range broken {
			if broken[i].Slug == c.Slug {
				broken[i].Parent = ""
			}
		}
	}
	assert.Empty(t, MisplacedCategories(broken), "lifting them leaves a sound tree")
	for _, c := range broken {
		assert.NoError(t, CheckCategoryTree(c, broken), c.Slug)
	}
}

func TestOrderRules(t *testing.T) {
	assert.NoError(t, OrderRules{}.CheckOpenOrders(100), "no cap")
	assert.NoError(t, OrderRules{MaxOpenOrders: 3}.CheckOpenOrders(2))
	assert.Equal(t, ErrTooManyOpenOrders, OrderRules{MaxOpenOrders: 3}.CheckOpenOrders(3))

	read := Cart{UserID: "u", Lines: []CartLine{{ProductID: "p", Quantity: 10}, {ProductID: "q", Quantity: 5}}}
	assert.NoError(t, OrderRules{}.CheckCart(Cart{}), "not a checkout")
	assert.NoError(t, OrderRules{Cart: &read}.CheckCart(read))
	for name, stored := range map[string]Cart{
		"emptied":        {UserID: "u"},
		"a quantity":     {UserID: "u", Lines: []CartLine{{ProductID: "p", Quantity: 11}, {ProductID: "q", Quantity: 5}}},
		"a line added":   {UserID: "u", Lines: append(append([]CartLine(nil), read.Lines...), CartLine{ProductID: "r", Quantity: 1})},
		"a line removed": {UserID: "u", Lines: read.Lines[:1]},
	} {
		assert.Equal(t, ErrCartChanged, OrderRules{Cart: &read}.CheckCart(stored), name)
	}
}
