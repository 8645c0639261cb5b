package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/palletshop/pallet/adapters/config"
)

// importRows is the size of the catalogue file the import phase sends by
// default (-import-rows).
const importRows = 20_000

// importResult is one catalogue import into the running binary.
type importResult struct {
	rows, bytes      int
	created, updated int
	errors           int
	elapsed          time.Duration
	rssBeforeKB      int64
	peakRSSKB        int64 // VmRSS sampled every 50 ms during the import
}

// catalogueImportFile is a catalogue CSV of rows new products with two
// price breaks each.
func catalogueImportFile(rows int) []byte {
	var b bytes.Buffer
	b.WriteString("sku,name,brand,category,priceCents,stock,minOrderQuantity,priceBreaks,attributes,descriptions,img\n")
	for i := range rows {
		fmt.Fprintf(&b, "BENCH-%06d,Bench SSD %d,Acme,,%d,%d,100,500:9500;1000:9000,,A drive imported by the benchmark,/catalogue/ssd.svg\n",
			i, i, 10000+i%500, 1000+i%9000)
	}
	return b.Bytes()
}

// runCatalogueImport signs in as the development admin and imports rows
// new products in one request, timing it and sampling the server's memory.
func runCatalogueImport(p *pallet, rows int) (importResult, error) {
	client := &http.Client{Timeout: 10 * time.Minute}
	token, err := adminToken(client, p.base)
	if err != nil {
		return importResult{}, err
	}
	file := catalogueImportFile(rows)
	r := importResult{rows: rows, bytes: len(file)}
	if r.rssBeforeKB, err = statusKB(p.pid(), "VmRSS"); err != nil {
		return r, err
	}
	req, err := http.NewRequest(http.MethodPost, p.base+"/api/admin/products/import", bytes.NewReader(file))
	if err != nil {
		return r, err
	}
	req.Header.Set("Content-Type", "text/csv")
	req.Header.Set("Authorization", "Bearer "+token)
	rss := sampleRSS(p.pid())
	began := time.Now()
	resp, err := client.Do(req)
	if err == nil {
		err = r.read(resp)
	}
	r.elapsed, r.peakRSSKB = time.Since(began), rss.Stop()
	return r, err
}

func (r *importResult) read(resp *http.Response) error {
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("import: HTTP %d: %.300s", resp.StatusCode, body)
	}
	var out struct {
		Created, Updated int
		Errors           []json.RawMessage
	}
	if err := json.Unmarshal(body, &out); err != nil {
		return fmt.Errorf("import: %w: %.300s", err, body)
	}
	r.created, r.updated, r.errors = out.Created, out.Updated, len(out.Errors)
	return nil
}

func adminToken(client *http.Client, base string) (string, error) {
	status, body, err := postJSON(client, base+"/api/auth/login", "", map[string]string{"email": config.DevAdminEmail, "password": config.DevAdminPassword})
	if err != nil || status != http.StatusOK {
		return "", fmt.Errorf("admin sign-in: HTTP %d %v: %.200s", status, err, body)
	}
	var out struct{ Token string }
	return out.Token, json.Unmarshal(body, &out)
}

const importHeading = "## Catalogue import"

func renderCatalogueImport(b *strings.Builder, r importResult) {
	fmt.Fprintf(b, "%s\n\nOne `POST /api/admin/products/import` of a %d-row CSV (%.1f MB) of new products, signed in as the development admin, "+
		"into the running binary (sqlite); the server streams and checks the whole file, then writes it in steps of 500 products, all or nothing.\n\n", importHeading, r.rows, float64(r.bytes)/1e6)
	fmt.Fprint(b, "| Rows | Created | Updated | Errors | Time | Rows/s | RSS before | Peak RSS during (VmRSS sampled every 50 ms) |\n|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	fmt.Fprintf(b, "| %d | %d | %d | %d | %s | %.0f | %.1f MB | %.1f MB |\n\n", r.rows, r.created, r.updated, r.errors,
		r.elapsed.Round(time.Millisecond), float64(r.rows)/r.elapsed.Seconds(), mb(r.rssBeforeKB), mb(r.peakRSSKB))
}
