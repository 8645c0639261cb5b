//go:build !race

// One goroutine: the race detector has nothing to watch here, and it slows the pure-Go
// SQLite engine many times over, so these run in make test's pass without it (docs/testing.md).

package sqlite

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// The fast readers of the specs and price-break columns must read exactly
// what encoding/json reads, or leave the text to it.
func TestJSONColumnsReadAsEncodingJSONDoes(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 2))
	pieces := []string{"a", "TB", " ", "2", "\"", "\\", "<", "é", "\xff", "\n", ",", ":", "{", "}"}
	text := func() string {
		s := ""
		for range r.IntN(5) {
			s += pieces[r.IntN(len(pieces))]
		}
		return s
	}
	var docs []string
	for range 3000 {
		attrs := map[string]string{}
		for range r.IntN(4) {
			attrs[text()] = text()
		}
		data, err := encodeAttributes(attrs)
		require.NoError(t, err)
		docs = append(docs, data)
		breaks := make([]domain.PriceBreak, r.IntN(3))
		for i := range breaks {
			breaks[i] = domain.PriceBreak{MinQuantity: r.Int64N(2000) - 5, UnitPriceCents: r.Int64N(1 << 40)}
		}
		data, err = encodePriceBreaks(breaks)
		require.NoError(t, err)
		docs = append(docs, data)
	}
	docs = append(docs, "", "{}", "[]", "null", `{"a":"b",}`, `{"a":"b"`, `{"a" :"b"}`, `[{"minQuantity":01,"unitPriceCents":2}]`,
		`[{"minQuantity":+1,"unitPriceCents":2}]`, `[{"minQuantity":1.5,"unitPriceCents":2}]`, `[{"MinQuantity":1,"unitPriceCents":2}]`,
		`[{"minQuantity":1,"unitPriceCents":2},]`, `[{"minQuantity":-0,"unitPriceCents":-2}]`, `{"a":"b","a":"c"}`, `{"":""}`)
	fast := 0
	for _, data := range docs {
		var wantAttrs map[string]string
		wantErr := json.Unmarshal([]byte(data), &wantAttrs)
		if got, ok := flatObject(data); ok {
			fast++
			require.NoError(t, wantErr, "%q", data)
			require.Equal(t, fmt.Sprint(wantAttrs), fmt.Sprint(got), "%q", data)
		}
		var wantBreaks []priceBreakEntry
		wantErr = json.Unmarshal([]byte(data), &wantBreaks)
		if got, ok := priceBreakArray(data); ok {
			fast++
			require.NoError(t, wantErr, "%q", data)
			require.Len(t, got, len(wantBreaks), "%q", data)
			for i, b := range got {
				require.Equal(t, domain.PriceBreak(wantBreaks[i]), b, "%q", data)
			}
		}
	}
	require.Greater(t, fast, 3000, "most columns as the store writes them take the fast way")
}
