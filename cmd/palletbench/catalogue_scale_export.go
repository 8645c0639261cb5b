package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"time"
)

// exportResult is one catalogue CSV export from the running binary.
type exportResult struct {
	rows  int
	bytes int64
	took  time.Duration
}

// timeExport signs in as the development admin and downloads the whole
// catalogue as CSV, counting its rows.
func timeExport(p *pallet) (exportResult, error) {
	client := &http.Client{Timeout: 10 * time.Minute}
	token, err := adminToken(client, p.base)
	if err != nil {
		return exportResult{}, err
	}
	req, err := http.NewRequest(http.MethodGet, p.base+"/api/admin/products.csv", nil)
	if err != nil {
		return exportResult{}, err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	began := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		return exportResult{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return exportResult{}, fmt.Errorf("export: HTTP %d", resp.StatusCode)
	}
	var r exportResult
	buf := make([]byte, 1<<20)
	for {
		n, err := resp.Body.Read(buf)
		r.bytes += int64(n)
		r.rows += bytes.Count(buf[:n], []byte{'\n'})
		if err == io.EOF {
			break
		}
		if err != nil {
			return r, fmt.Errorf("export cut off after %d bytes: %w", r.bytes, err)
		}
	}
	r.took = time.Since(began)
	return r, nil
}
