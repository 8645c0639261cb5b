package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// runImportOnly measures the catalogue import alone, on a fresh store, and
// replaces that section of the existing report: a quick figure on a busy
// machine without the load runs.
func runImportOnly(o options, stdout, stderr io.Writer) int {
	fail := func(err error) int {
		fmt.Fprintln(stderr, "palletbench: "+err.Error())
		return 1
	}
	tmp, err := os.MkdirTemp("", "palletbench-import-")
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(tmp)
	step(stderr, "catalogue import only: %d rows into %s on a fresh store", o.importRows, o.bin)
	p, err := startPallet(o.bin, filepath.Join(tmp, "data"), filepath.Join(tmp, "pallet.log"))
	if err != nil {
		return fail(err)
	}
	r, err := runCatalogueImport(p, o.importRows)
	p.stop()
	if err != nil {
		return fail(err)
	}
	var section strings.Builder
	renderCatalogueImport(&section, r)
	fmt.Fprintf(&section, "Measured on its own %s by `go run ./cmd/palletbench -import-only` on a fresh store, not in the run above; "+
		"the next `%s` measures it with the rest.\n\n", time.Now().UTC().Format("2006-01-02 15:04 MST"), reproduce)
	old, _ := os.ReadFile(o.out)
	if err := writeFile(o.out, replaceSection(string(old), importHeading, section.String())); err != nil {
		return fail(err)
	}
	fmt.Fprint(stdout, section.String())
	fmt.Fprintf(stdout, "Updated %s\n", o.out)
	return 0
}

// replaceSection swaps the markdown section that starts with heading (up
// to the next "## " heading) for section, or puts section before the
// Process section when the report has none yet.
func replaceSection(doc, heading, section string) string {
	start := strings.Index(doc, heading+"\n")
	if start < 0 {
		if at := strings.Index(doc, "## Process\n"); at >= 0 {
			return doc[:at] + section + doc[at:]
		}
		return doc + "\n" + section
	}
	end := len(doc)
	if next := strings.Index(doc[start+len(heading):], "\n## "); next >= 0 {
		end = start + len(heading) + next + 1
	}
	return doc[:start] + section + doc[end:]
}
