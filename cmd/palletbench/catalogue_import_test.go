package main

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCatalogueImportFileIsACatalogueCSV(t *testing.T) {
	rows, err := csv.NewReader(bytes.NewReader(catalogueImportFile(3))).ReadAll()
	require.NoError(t, err)
	require.Len(t, rows, 4)
	assert.Equal(t, "sku", rows[0][0])
	assert.Equal(t, []string{"BENCH-000002", "Bench SSD 2", "Acme", "", "10002", "1002", "100", "500:9500;1000:9000", "",
		"A drive imported by the benchmark", "/catalogue/ssd.svg"}, rows[3])
}

func TestCatalogueImportSectionReplacesItsOwnOnly(t *testing.T) {
	var section strings.Builder
	renderCatalogueImport(&section, importResult{rows: 20000, bytes: 2_200_000, created: 20000, elapsed: 2 * time.Second, rssBeforeKB: 58594, peakRSSKB: 117188})
	assert.Contains(t, section.String(), "| 20000 | 20000 | 0 | 0 | 2s | 10000 | 60.0 MB | 120.0 MB |")

	doc := "# Pallet\n\n## Checkout contention\n\nx\n\n## Process\n\ny\n"
	added := replaceSection(doc, importHeading, section.String())
	assert.Equal(t, "# Pallet\n\n## Checkout contention\n\nx\n\n"+section.String()+"## Process\n\ny\n", added)
	again := replaceSection(added, importHeading, "## Catalogue import\n\nnew\n\n")
	assert.Equal(t, "# Pallet\n\n## Checkout contention\n\nx\n\n## Catalogue import\n\nnew\n\n## Process\n\ny\n", again)
}
