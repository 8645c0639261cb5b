package domain

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/require"
)

// SearchWords splits a byte at a time; it must split exactly as
// strings.FieldsFunc over strings.ToLower does, whatever the text: case,
// letters and digits outside ASCII, invalid UTF-8.
func TestSearchWordsSplitLikeFieldsFuncOverToLower(t *testing.T) {
	pieces := []string{"a", "Z", "9", " ", "-", "/", ".", "Ü", "ß", "İ", "Σ", "٣", "²", "Ⅻ", "Ⓐ", "\xff", "\xe2\x82", "日本", "\u2028", "_", "K", "é"}
	r := rand.New(rand.NewPCG(25, 1))
	for range 20_000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		text := b.String()
		want := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) })
		require.Equal(t, want, SearchWords(text), "%q", text)
	}
}
