package app

import (
	"fmt"
	"slices"
	"strings"
)

// Product attributes in a spreadsheet cell: name=value pairs separated by
// semicolons, names in order, so an export reads the same every time.
const attributesFormat = "Write attributes as name=value pairs separated by semicolons, like capacity=2 TB; interface=PCIe 4.0"

func formatAttributes(attrs map[string]string) string {
	keys := make([]string, 0, len(attrs))
	for k := range attrs {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + attrs[k]
	}
	return strings.Join(parts, "; ")
}

// parseAttributes reads a cell, or says what is wrong with it; an empty
// cell clears the attributes. The product form's rules check the names and
// values afterwards.
func parseAttributes(text string) (attrs map[string]string, problem string) {
	attrs = map[string]string{}
	for _, pair := range strings.Split(text, ";") {
		if strings.TrimSpace(pair) == "" {
			continue
		}
		name, value, ok := strings.Cut(pair, "=")
		name = strings.TrimSpace(name)
		if !ok || name == "" {
			return nil, fmt.Sprintf("%s: %q has no name=value.", attributesFormat, strings.TrimSpace(pair))
		}
		if _, twice := attrs[name]; twice {
			return nil, fmt.Sprintf("The attribute %q appears twice in this row.", name)
		}
		attrs[name] = strings.TrimSpace(value)
	}
	return attrs, ""
}
