package domain

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSKURules(t *testing.T) {
	for sku, want := range map[string]string{
		"MZ-V9P2T0BW":           "",
		"ab_c.1/2":              "",
		strings.Repeat("A", 64): "",
		strings.Repeat("A", 65): "A part number has 1 to 64 characters",
		"MZ V9P":                "A part number may only have letters, digits, '-', '_', '.' and '/'",
		"SKU#1":                 "A part number may only have letters, digits, '-', '_', '.' and '/'",
		"ÄPFEL-1":               "A part number may only have letters, digits, '-', '_', '.' and '/'",
		"  padded-sku  ":        "",
		"drop;table":            "A part number may only have letters, digits, '-', '_', '.' and '/'",
		"\u202eEVIL":            "A part number may only have letters, digits, '-', '_', '.' and '/'",
	} {
		in := fullInput()
		in.SKU = str(sku)
		p, err := in.NewProduct("a", now)
		if want == "" {
			require.NoError(t, err, sku)
			assert.Equal(t, strings.TrimSpace(sku), p.SKU)
			continue
		}
		require.Error(t, err, sku)
		assert.Equal(t, map[string]string{"sku": want}, err.(*Error).Fields, sku)
	}
}

var generatedSKU = regexp.MustCompile(`^[A-Z0-9]{1,4}-[A-HJ-NP-Z2-9]{8}$`)

func TestAProductWithoutASKUGetsOneFromItsBrand(t *testing.T) {
	for _, blank := range []*string{nil, str(""), str("   ")} {
		in := fullInput() // brand AMD
		in.SKU = blank
		p, err := in.NewProduct("a", now)
		require.NoError(t, err)
		assert.Regexp(t, `^AMD-`, p.SKU)
		assert.Regexp(t, generatedSKU, p.SKU)
		errs := FieldErrors{}
		checkSKU(errs, p.SKU)
		assert.Empty(t, errs, "a generated SKU passes the rules")
	}
}

func TestGenerateSKU(t *testing.T) {
	assert.Regexp(t, `^WEST-`, GenerateSKU("Western Digital"), "the first four letters or digits of the brand")
	assert.Regexp(t, `^G3-`, GenerateSKU("g.3"), "upper case, punctuation dropped")
	assert.Regexp(t, `^PLT-`, GenerateSKU(""), "no usable brand: the shop's prefix")
	assert.Regexp(t, `^PLT-`, GenerateSKU("ÄÖÜ"))
	seen := map[string]bool{}
	for i := 0; i < 1000; i++ {
		sku := GenerateSKU("Acme")
		require.Regexp(t, generatedSKU, sku)
		seen[sku] = true
	}
	assert.Len(t, seen, 1000, "generated part numbers don't repeat in practice")
}

func TestSKUKeyIgnoresCaseAndSpace(t *testing.T) {
	assert.Equal(t, SKUKey("MZ-v9p2t0bw"), SKUKey(" mz-V9P2T0BW "))
	assert.NotEqual(t, SKUKey("MZ-1"), SKUKey("MZ-2"))
}

func TestEditingTheSKU(t *testing.T) {
	p, err := fullInput().NewProduct("a", now)
	require.NoError(t, err)
	require.NoError(t, ProductInput{SKU: str(" 100-100000910WOF ")}.ApplyTo(&p, now))
	assert.Equal(t, "100-100000910WOF", p.SKU)

	err = ProductInput{SKU: str("  ")}.ApplyTo(&p, now)
	assert.Equal(t, map[string]string{"sku": "A part number has 1 to 64 characters"}, err.(*Error).Fields, "an edit can't blank the SKU")
	err = ProductInput{SKU: str("bad sku")}.ApplyTo(&p, now)
	assert.Contains(t, err.(*Error).Fields, "sku")
	assert.Equal(t, "100-100000910WOF", p.SKU, "refused edits leave it alone")
	require.NoError(t, ProductInput{Name: str("Renamed")}.ApplyTo(&p, now))
	assert.Equal(t, "100-100000910WOF", p.SKU, "an edit without a SKU keeps it")
}
