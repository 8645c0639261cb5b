package app

import (
	"encoding/csv"

	"github.com/palletshop/pallet/domain"
)

// exportPageLimit is how many records an export reads from the store at a time.
const exportPageLimit = domain.MaxPageLimit

// forEachPage reads a list a page at a time and hands each page's items to
// each, so an export never holds the whole list.
func forEachPage[T any](list func(domain.PageRequest) (domain.Page[T], error), each func([]T) error) error {
	for n := 1; ; n++ {
		page, err := list(domain.PageRequest{Page: n, Limit: exportPageLimit})
		if err != nil {
			return err
		}
		if err := each(page.Items); err != nil {
			return err
		}
		if len(page.Items) < exportPageLimit || n*exportPageLimit >= page.Total {
			return nil
		}
	}
}

// writeSafeRow writes one CSV record with every cell made spreadsheet-safe.
func writeSafeRow(w *csv.Writer, cells ...string) error {
	for i, c := range cells {
		cells[i] = spreadsheetSafe(c)
	}
	return w.Write(cells)
}

// flushed flushes w and reports any write error.
func flushed(w *csv.Writer) error {
	w.Flush()
	return w.Error()
}
