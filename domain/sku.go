package domain

import (
	"crypto/rand"
	"strings"
)

// MaxSKULen is the longest part number.
const MaxSKULen = 64

// SKUKey is the form SKUs are compared and indexed in: case doesn't matter.
func SKUKey(sku string) string { return strings.ToUpper(strings.TrimSpace(sku)) }

// checkSKU holds a part number to 1–64 letters, digits, '-', '_', '.' and '/'.
func checkSKU(errs FieldErrors, sku string) {
	sku = strings.TrimSpace(sku)
	if sku == "" || len(sku) > MaxSKULen {
		errs.Add("sku", "A part number has 1 to 64 characters")
		return
	}
	for _, r := range sku {
		if !skuRune(r) {
			errs.Add("sku", "A part number may only have letters, digits, '-', '_', '.' and '/'")
			return
		}
	}
}

func skuRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./", r)
}

// GenerateSKU makes a part number for a product an admin left without one:
// up to four letters of the brand and eight random characters.
func GenerateSKU(brand string) string {
	prefix := make([]rune, 0, 4)
	for _, r := range strings.ToUpper(brand) {
		if len(prefix) < 4 && (r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			prefix = append(prefix, r)
		}
	}
	if len(prefix) == 0 {
		prefix = []rune("PLT")
	}
	const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789" // no 0/O or 1/I to misread
	random := make([]byte, 8)
	_, _ = rand.Read(random)
	for i, b := range random {
		random[i] = alphabet[int(b)%len(alphabet)]
	}
	return string(prefix) + "-" + string(random)
}

// ErrSKUTaken is a duplicate part number.
var ErrSKUTaken = &Error{Code: CodeConflict, Message: "Another product has this part number",
	Fields: map[string]string{"sku": "Another product has this part number"}}
