package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestAProductChangeSetsAndTakesBackOnlyTheFieldsItChanges(t *testing.T) {
	before := Product{ID: "p1", Name: "SSD", PriceCents: 58900, Stock: 40, Attributes: map[string]string{"capacity": "1 TB"}, UpdatedAt: time.Unix(1, 0)}
	after := before
	after.PriceCents, after.Attributes, after.UpdatedAt = 1, map[string]string{"capacity": "2 TB"}, time.Unix(2, 0)
	c := ProductChange{Before: &before, After: after}
	assert.True(t, c.Changed())

	current := before
	current.Stock = 30 // an order took stock meanwhile
	saved := c.Over(current)
	assert.Equal(t, int64(1), saved.PriceCents)
	assert.Equal(t, int64(30), saved.Stock, "a field the change leaves alone keeps its value now")
	assert.Equal(t, map[string]string{"capacity": "2 TB"}, saved.Attributes)

	saved.Name = "SSD v2" // someone renamed it meanwhile
	undone := c.Trimmed().Undo(saved)
	assert.Equal(t, int64(58900), undone.PriceCents)
	assert.Equal(t, int64(30), undone.Stock)
	assert.Equal(t, "SSD v2", undone.Name, "a field changed since by someone else stays")
	assert.Equal(t, map[string]string{"capacity": "1 TB"}, undone.Attributes)
	assert.Equal(t, time.Unix(1, 0), undone.UpdatedAt)
}

func TestAChangeOfTheUpdateTimeAloneIsNoChange(t *testing.T) {
	before := Product{ID: "p1", Name: "SSD", UpdatedAt: time.Unix(1, 0)}
	after := before
	after.UpdatedAt = time.Unix(2, 0)
	assert.False(t, ProductChange{Before: &before, After: after}.Changed())
	assert.True(t, ProductChange{After: after}.Changed(), "a new product always is")
}
