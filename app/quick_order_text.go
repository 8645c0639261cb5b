package app

import (
	"errors"
	"strconv"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// MaxQuickOrderLines bounds one pasted quick order.
const MaxQuickOrderLines = 500

var errQuickOrderTooLong = domain.InvalidField("text",
	"A quick order can have at most "+strconv.Itoa(MaxQuickOrderLines)+" lines")

// QuickOrderLine is one "SKU quantity" line of a quick order; Line counts from 1.
type QuickOrderLine struct {
	Line     int
	SKU      string
	Quantity int64
}

// QuickOrderError is why one line of a quick order was left out.
type QuickOrderError struct {
	Line    int
	SKU     string
	Message string
}

// ParseQuickOrder reads one "SKU quantity" per line, with a space, tab,
// comma or semicolon between. Blank lines and a first line that is the
// header "sku,quantity" are skipped. Lines it can't read come back as
// errors; more than MaxQuickOrderLines lines is refused as a whole.
func ParseQuickOrder(text string) ([]QuickOrderLine, []QuickOrderError, error) {
	var lines []QuickOrderLine
	var refused []QuickOrderError
	seenFirst := false
	for i, raw := range strings.Split(text, "\n") {
		fields := strings.FieldsFunc(raw, isQuickOrderSeparator)
		if len(fields) == 0 {
			continue
		}
		if !seenFirst {
			seenFirst = true
			if isQuickOrderHeader(fields) {
				continue
			}
		}
		if len(lines)+len(refused) == MaxQuickOrderLines {
			return nil, nil, errQuickOrderTooLong
		}
		line, problem := parseQuickOrderLine(i+1, fields)
		if problem != "" {
			refused = append(refused, QuickOrderError{Line: line.Line, SKU: line.SKU, Message: problem})
			continue
		}
		lines = append(lines, line)
	}
	return lines, refused, nil
}

func isQuickOrderSeparator(r rune) bool {
	return r == ' ' || r == '\t' || r == ',' || r == ';' || r == '\r'
}

func isQuickOrderHeader(fields []string) bool {
	return len(fields) == 2 && strings.EqualFold(fields[0], "sku") &&
		(strings.EqualFold(fields[1], "quantity") || strings.EqualFold(fields[1], "qty"))
}

func parseQuickOrderLine(number int, fields []string) (QuickOrderLine, string) {
	line := QuickOrderLine{Line: number, SKU: fields[0]}
	switch {
	case len(fields) == 1:
		return line, "Add a quantity after the part number"
	case len(fields) > 2:
		return line, "Write one part number and one quantity per line"
	}
	quantity, problem := quickOrderQuantity(fields[1])
	if problem != "" {
		return line, problem
	}
	line.Quantity = quantity
	return line, ""
}

// quickOrderQuantity reads a line's quantity as the cart would take it.
func quickOrderQuantity(s string) (int64, string) {
	quantity, err := strconv.ParseInt(s, 10, 64)
	var refused *domain.Error
	switch {
	case errors.Is(err, strconv.ErrRange):
		return 0, "Quantity is too large"
	case err == nil:
		if errors.As(domain.CheckCartQuantity(quantity), &refused) {
			return 0, refused.Message
		}
		return quantity, ""
	}
	if _, floatErr := strconv.ParseFloat(s, 64); floatErr == nil {
		return 0, "Quantity must be a whole number"
	}
	return 0, "Quantity must be a number, like 100"
}
