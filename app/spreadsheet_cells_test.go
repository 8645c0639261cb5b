package app

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSpreadsheetSafeEscapesFormulaStarts(t *testing.T) {
	for in, want := range map[string]string{
		"=HYPERLINK(\"x\")": "'=HYPERLINK(\"x\")",
		"+1":                "'+1",
		"-2+3":              "'-2+3",
		"@SUM(A1)":          "'@SUM(A1)",
		"\tcmd":             "'\tcmd",
		"\rcmd":             "'\rcmd",
		"'=already":         "''=already",
		"Samsung 870 EVO":   "Samsung 870 EVO",
		"'quoted":           "'quoted",
		"":                  "",
		"1 = 1":             "1 = 1",
	} {
		assert.Equal(t, want, spreadsheetSafe(in), in)
	}
}

func TestSpreadsheetCellsReadBackAsWritten(t *testing.T) {
	for _, cell := range []string{"=1+1", "'=1+1", "''=x", "'quoted", "plain", "-5", "", "'"} {
		assert.Equal(t, cell, fromSpreadsheetCell(spreadsheetSafe(cell)), cell)
	}
}
