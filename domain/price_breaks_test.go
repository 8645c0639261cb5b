package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tieredProduct costs 10.00 from its MOQ of 100, 9.00 from 500 and 8.00 from 1000.
func tieredProduct() Product {
	return Product{ID: NewID(), Name: "DDR5 32GB", PriceCents: 1000, Stock: 5000, MinOrderQuantity: 100,
		PriceBreaks: []PriceBreak{{MinQuantity: 500, UnitPriceCents: 900}, {MinQuantity: 1000, UnitPriceCents: 800}}}
}

func TestUnitPriceForIsTheHighestBreakReached(t *testing.T) {
	p := tieredProduct()
	for quantity, want := range map[int64]int64{
		100: 1000, 499: 1000, // below the first break: the list price
		500: 900, 501: 900, 999: 900,
		1000: 800, 4000: 800, // above the highest break
	} {
		assert.Equal(t, want, p.UnitPriceFor(quantity), "%d pieces", quantity)
	}
	assert.Equal(t, int64(1000), Product{PriceCents: 1000}.UnitPriceFor(1_000_000), "no breaks: always the list price")
}

func TestNextBreakIsTheFirstBreakAboveTheQuantity(t *testing.T) {
	p := tieredProduct()
	assert.Equal(t, &PriceBreak{MinQuantity: 500, UnitPriceCents: 900}, p.NextBreak(100))
	assert.Equal(t, &PriceBreak{MinQuantity: 500, UnitPriceCents: 900}, p.NextBreak(499))
	assert.Equal(t, &PriceBreak{MinQuantity: 1000, UnitPriceCents: 800}, p.NextBreak(500), "at a break the next one is shown")
	assert.Nil(t, p.NextBreak(1000), "past the highest break there is nothing to reach")
	assert.Nil(t, Product{PriceCents: 1000}.NextBreak(1))
}

func TestHighestBreak(t *testing.T) {
	assert.Equal(t, int64(1000), tieredProduct().HighestBreak())
	assert.Equal(t, int64(100), Product{MinOrderQuantity: 100}.HighestBreak(), "no breaks: the MOQ")
}

func breaks(pairs ...int64) *[]PriceBreak {
	out := []PriceBreak{}
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, PriceBreak{MinQuantity: pairs[i], UnitPriceCents: pairs[i+1]})
	}
	return &out
}

func TestNewProductSortsAndKeepsGoodBreaks(t *testing.T) {
	in := fullInput() // 279.00, MOQ 100
	in.PriceBreaks = breaks(1000, 25000, 500, 26000)
	p, err := in.NewProduct("a", now)
	require.NoError(t, err)
	assert.Equal(t, []PriceBreak{{500, 26000}, {1000, 25000}}, p.PriceBreaks)
	assert.Equal(t, int64(26000), p.UnitPriceFor(500))
}

func TestPriceBreakRules(t *testing.T) {
	tenBreaks := breaks()
	for i := int64(1); i <= MaxPriceBreaks+1; i++ {
		*tenBreaks = append(*tenBreaks, PriceBreak{MinQuantity: 100 + i*100, UnitPriceCents: 27900 - i})
	}
	cases := map[string]struct {
		breaks *[]PriceBreak
		msg    string
	}{
		"at the MOQ":                {breaks(100, 27000), "Each price break must start above the minimum order of 100 pieces"},
		"below the MOQ":             {breaks(50, 27000), "Each price break must start above the minimum order of 100 pieces"},
		"the same quantity twice":   {breaks(500, 27000, 500, 26000), "Two price breaks start at 500 pieces"},
		"a higher break is dearer":  {breaks(500, 26000, 1000, 26500), "A price break can't cost more per piece than a smaller quantity"},
		"first above the list":      {breaks(500, 28000), "A price break can't cost more per piece than a smaller quantity"},
		"free":                      {breaks(500, 0), "A price break's price must be more than $0.00"},
		"more than ten":             {tenBreaks, "A product can have at most 10 price breaks"},
		"beyond any possible order": {breaks(MaxStock+1, 100), "A price break must start at 10000000 pieces or fewer"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			in := fullInput()
			in.PriceBreaks = tc.breaks
			_, err := in.NewProduct("a", now)
			require.Error(t, err)
			assert.Equal(t, map[string]string{"priceBreaks": tc.msg}, err.(*Error).Fields)
			assert.Equal(t, tc.msg, err.(*Error).Message)
		})
	}
}

func TestTenBreaksAreAllowedAndAnEqualPriceIsNotDearer(t *testing.T) {
	in := fullInput()
	in.PriceBreaks = breaks()
	for i := int64(1); i <= MaxPriceBreaks; i++ {
		*in.PriceBreaks = append(*in.PriceBreaks, PriceBreak{MinQuantity: 100 + i*100, UnitPriceCents: 27900})
	}
	_, err := in.NewProduct("a", now)
	assert.NoError(t, err)
}

func TestEditingChecksTheBreaksAgainstTheEditedProduct(t *testing.T) {
	in := fullInput()
	in.PriceBreaks = breaks(500, 26000)
	p, err := in.NewProduct("a", now)
	require.NoError(t, err)

	err = ProductInput{PriceCents: num(25000)}.ApplyTo(&p, now)
	assert.Equal(t, "A price break can't cost more per piece than a smaller quantity", err.(*Error).Fields["priceBreaks"],
		"a list price below a break would make the break dearer")
	err = ProductInput{MinOrderQuantity: num(500)}.ApplyTo(&p, now)
	assert.Equal(t, "Each price break must start above the minimum order of 500 pieces", err.(*Error).Fields["priceBreaks"])
	assert.Equal(t, int64(27900), p.PriceCents, "a refused edit changes nothing")
	assert.Equal(t, int64(100), p.MinOrderQuantity)

	require.NoError(t, ProductInput{PriceBreaks: breaks(1000, 25000, 200, 27000)}.ApplyTo(&p, now))
	assert.Equal(t, []PriceBreak{{200, 27000}, {1000, 25000}}, p.PriceBreaks)
	require.NoError(t, ProductInput{PriceBreaks: breaks()}.ApplyTo(&p, now))
	assert.Empty(t, p.PriceBreaks, "an empty list removes the breaks")
}

func TestAMissingPriceIsReportedOnlyOnThePrice(t *testing.T) {
	in := fullInput()
	in.PriceCents = nil
	in.PriceBreaks = breaks(500, 26000)
	_, err := in.NewProduct("a", now)
	assert.Equal(t, map[string]string{"priceCents": "Price is Required"}, err.(*Error).Fields)
}
