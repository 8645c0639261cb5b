package domain

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func str(s string) *string { return &s }
func num(n int64) *int64   { return &n }

func fullInput() ProductInput {
	return ProductInput{Name: str("Ryzen 7 7700"), Brand: str("AMD"), PriceCents: num(27900), Stock: num(800),
		Descriptions: str("8 cores"), Img: str("/catalogue/cpu.svg")}
}

func TestNewProductDefaultsAndTrims(t *testing.T) {
	in := fullInput()
	in.Name = str("  Ryzen 7 7700 ")
	p, err := in.NewProduct("admin@example.com", now)
	require.NoError(t, err)
	assert.Equal(t, "Ryzen 7 7700", p.Name)
	assert.Equal(t, DefaultMinOrderQuantity, p.MinOrderQuantity)
	assert.True(t, ValidID(p.ID))
	assert.Equal(t, "admin@example.com", p.AddedBy)
}

func TestProductMessagesAreTheSpecs(t *testing.T) {
	_, err := ProductInput{}.NewProduct("a", now)
	fields := err.(*Error).Fields
	assert.Equal(t, map[string]string{
		"name": "Name is Required", "brand": "Brand is Required", "priceCents": "Price is Required",
		"stock": "Quantity is Required", "descriptions": "Descriptions is Required", "img": "Photo url is Required",
	}, fields)
	assert.Equal(t, "Name is Required", err.(*Error).Message)
}

func TestProductRejectsAbsurdValues(t *testing.T) {
	for name, mutate := range map[string]func(*ProductInput){
		"priceCents":       func(in *ProductInput) { in.PriceCents = num(-1) },
		"stock":            func(in *ProductInput) { in.Stock = num(MaxStock + 1) },
		"minOrderQuantity": func(in *ProductInput) { in.MinOrderQuantity = num(0) },
		"img":              func(in *ProductInput) { in.Img = str("javascript:alert(1)") },
		"descriptions":     func(in *ProductInput) { in.Descriptions = str(strings.Repeat("x", MaxLongTextLen+1)) },
	} {
		in := fullInput()
		mutate(&in)
		_, err := in.NewProduct("a", now)
		require.Error(t, err, name)
		assert.Contains(t, err.(*Error).Fields, name)
	}
	in := fullInput()
	in.PriceCents = num(MaxPriceCents + 1)
	_, err := in.NewProduct("a", now)
	assert.Equal(t, "Price must be at most $1,000,000.00", err.(*Error).Fields["priceCents"])
}

func TestApplyToChangesOnlyGivenFields(t *testing.T) {
	p, err := fullInput().NewProduct("a", now)
	require.NoError(t, err)
	later := now.Add(1)
	require.NoError(t, ProductInput{PriceCents: num(1)}.ApplyTo(&p, later))
	assert.Equal(t, int64(1), p.PriceCents)
	assert.Equal(t, "Ryzen 7 7700", p.Name)
	assert.Equal(t, later, p.UpdatedAt)
	assert.Error(t, ProductInput{Name: str(" ")}.ApplyTo(&p, later))
}
