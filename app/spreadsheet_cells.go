package app

import "strings"

// formulaStarts are the first characters that make a spreadsheet read a
// cell as a formula (tab and carriage return too, for some importers).
const formulaStarts = "=+-@\t\r"

// spreadsheetSafe keeps a CSV cell from running as a formula when the file
// is opened in a spreadsheet: such a cell is prefixed with an apostrophe,
// which spreadsheets show as plain text. A cell that would read back as an
// escaped one is prefixed too, so fromSpreadsheetCell always undoes it.
func spreadsheetSafe(cell string) string {
	if needsApostrophe(cell) {
		return "'" + cell
	}
	return cell
}

// fromSpreadsheetCell undoes spreadsheetSafe, for files we exported and
// admins re-import.
func fromSpreadsheetCell(cell string) string {
	if rest, ok := strings.CutPrefix(cell, "'"); ok && needsApostrophe(rest) {
		return rest
	}
	return cell
}

func needsApostrophe(cell string) bool {
	if cell == "" {
		return false
	}
	if strings.ContainsRune(formulaStarts, rune(cell[0])) {
		return true
	}
	rest, escaped := strings.CutPrefix(cell, "'")
	return escaped && needsApostrophe(rest)
}
