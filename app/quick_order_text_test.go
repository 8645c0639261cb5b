package app

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func TestParseQuickOrder(t *testing.T) {
	cases := []struct {
		name    string
		text    string
		lines   []QuickOrderLine
		refused []QuickOrderError
	}{
		{name: "a space", text: "MZ-V9P 100", lines: []QuickOrderLine{{1, "MZ-V9P", 100}}},
		{name: "a tab", text: "MZ-V9P\t100", lines: []QuickOrderLine{{1, "MZ-V9P", 100}}},
		{name: "a comma", text: "MZ-V9P,100", lines: []QuickOrderLine{{1, "MZ-V9P", 100}}},
		{name: "a semicolon and spaces", text: "  MZ-V9P ; 100  ", lines: []QuickOrderLine{{1, "MZ-V9P", 100}}},
		{name: "windows line ends", text: "A-1 10\r\nB-2 20\r\n", lines: []QuickOrderLine{{1, "A-1", 10}, {2, "B-2", 20}}},
		{name: "blank lines keep their numbers", text: "\nA-1 10\n\n   \nB-2 20\n",
			lines: []QuickOrderLine{{2, "A-1", 10}, {5, "B-2", 20}}},
		{name: "a header line", text: "sku,quantity\nA-1,10", lines: []QuickOrderLine{{2, "A-1", 10}}},
		{name: "a header in capitals after a blank line", text: "\nSKU;Qty\nA-1;10", lines: []QuickOrderLine{{3, "A-1", 10}}},
		{name: "a header only counts first", text: "A-1 10\nsku quantity",
			lines: []QuickOrderLine{{1, "A-1", 10}}, refused: []QuickOrderError{{2, "sku", "Quantity must be a number, like 100"}}},
		{name: "duplicates stay separate lines", text: "A-1 10\na-1 5", lines: []QuickOrderLine{{1, "A-1", 10}, {2, "a-1", 5}}},
		{name: "no quantity", text: "A-1", refused: []QuickOrderError{{1, "A-1", "Add a quantity after the part number"}}},
		{name: "a word for a quantity", text: "A-1 ten", refused: []QuickOrderError{{1, "A-1", "Quantity must be a number, like 100"}}},
		{name: "a fraction", text: "A-1 2.5", refused: []QuickOrderError{{1, "A-1", "Quantity must be a whole number"}}},
		{name: "zero", text: "A-1 0", refused: []QuickOrderError{{1, "A-1", "Quantity must be at least 1"}}},
		{name: "negative", text: "A-1 -5", refused: []QuickOrderError{{1, "A-1", "Quantity must be at least 1"}}},
		{name: "too many", text: "A-1 10000001", refused: []QuickOrderError{{1, "A-1", "Quantity is too large"}}},
		{name: "beyond int64", text: "A-1 99999999999999999999", refused: []QuickOrderError{{1, "A-1", "Quantity is too large"}}},
		{name: "three fields", text: "A-1 10 extra", refused: []QuickOrderError{{1, "A-1", "Write one part number and one quantity per line"}}},
		{name: "good and bad lines together", text: "A-1 10\nB-2 x\nC-3 30",
			lines: []QuickOrderLine{{1, "A-1", 10}, {3, "C-3", 30}}, refused: []QuickOrderError{{2, "B-2", "Quantity must be a number, like 100"}}},
		{name: "nothing", text: " \n\n"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			lines, refused, err := ParseQuickOrder(tc.text)
			require.NoError(t, err)
			assert.Equal(t, tc.lines, lines)
			assert.Equal(t, tc.refused, refused)
		})
	}
}

func TestParseQuickOrderTakesAtMost500Lines(t *testing.T) {
	lines := strings.Repeat("A-1 10\n", MaxQuickOrderLines)
	parsed, _, err := ParseQuickOrder("sku,quantity\n" + lines + "\n\n")
	require.NoError(t, err, "a header and blank lines don't count")
	assert.Len(t, parsed, MaxQuickOrderLines)

	_, _, err = ParseQuickOrder(lines + "B-2 x")
	assert.Equal(t, domain.CodeInvalid, domain.ErrorCode(err), "bad lines count too")
	assert.Equal(t, map[string]string{"text": "A quick order can have at most 500 lines"}, fieldsOf(t, err))
}
