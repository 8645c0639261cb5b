package main

import (
	"fmt"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// contentionResult is what many buyers ordering one product at once did.
type contentionResult struct {
	clients          int
	quantity         int64
	initial, final   int64
	successes        int64
	stored           int64 // the buyers' own bookings of the product, listed afterwards
	rejected         int64 // 409 out of stock: the expected end of each client
	errors           int64
	firstErr         string
	elapsed          time.Duration
	timedOut         bool
	peakRSSKB        int64
	palletCPUPercent float64
}

func (r contentionResult) bookingsPerSec() float64 { return float64(r.successes) / r.elapsed.Seconds() }

// consistent reports whether the stored bookings match the 201s.
func (r contentionResult) consistent() bool { return r.stored == r.successes }

// oversell is stock that left the shelf without a booking to show for it
// (negative: bookings that took no stock). Anything but 0 is a bug.
func (r contentionResult) oversell() int64 { return (r.initial - r.final) - r.successes*r.quantity }

// runContention has each client, with its own token, book quantity of the
// product in a loop until the shop says it is out of stock.
func runContention(p *pallet, productID string, tokens []string, quantity int64, limit time.Duration) (contentionResult, error) {
	client := newLoadClient(len(tokens))
	initial, err := stockOf(client, p.base, productID)
	if err != nil {
		return contentionResult{}, err
	}
	r := contentionResult{clients: len(tokens), quantity: quantity, initial: initial}
	var successes, rejected, errs atomic.Int64
	var firstErr sync.Once
	rss, cpu := sampleRSS(p.pid()), startCPUMeter(p.pid(), false)
	began := time.Now()
	deadline := began.Add(limit)
	body := map[string]any{"productId": productID, "quantity": quantity, "address": "1 Contention Way, Leeds", "phone": "+44 113 555 0100"}
	var wg sync.WaitGroup
	for _, token := range tokens {
		wg.Go(func() {
			for time.Now().Before(deadline) {
				status, out, err := postJSON(client, p.base+"/api/bookings", token, body)
				switch {
				case err == nil && status == http.StatusCreated:
					successes.Add(1)
					continue
				case err == nil && status == http.StatusConflict:
					rejected.Add(1)
					return
				case err == nil:
					err = fmt.Errorf("HTTP %d: %.200s", status, out)
				}
				errs.Add(1)
				firstErr.Do(func() { r.firstErr = err.Error() })
			}
		})
	}
	wg.Wait()
	r.elapsed = time.Since(began)
	r.palletCPUPercent, r.peakRSSKB = cpu.percent(), rss.Stop()
	r.timedOut = r.elapsed >= limit
	r.successes, r.rejected, r.errors = successes.Load(), rejected.Load(), errs.Load()
	if r.final, err = stockOf(client, p.base, productID); err != nil {
		return r, err
	}
	r.stored, err = storedBookings(client, p.base, []string{productID}, tokens)
	return r, err
}

// storedBookings counts, through each buyer's own GET /api/bookings, the
// bookings of productIDs (by their first line): every 201 must have left
// exactly one.
func storedBookings(client *http.Client, base string, productIDs, tokens []string) (int64, error) {
	var n int64
	for _, token := range tokens {
		for page := 1; ; page++ {
			var list struct {
				Items []struct {
					ProductID string `json:"productId"`
				} `json:"items"`
				Total int `json:"total"`
			}
			if err := getJSON(client, fmt.Sprintf("%s/api/bookings?page=%d&limit=100", base, page), token, &list); err != nil {
				return 0, err
			}
			for _, b := range list.Items {
				if slices.Contains(productIDs, b.ProductID) {
					n++
				}
			}
			if len(list.Items) == 0 || page*100 >= list.Total {
				break
			}
		}
	}
	return n, nil
}

func stockOf(client *http.Client, base, productID string) (int64, error) {
	var p struct {
		Stock *int64 `json:"stock"`
	}
	if err := fetchJSON(client, base+"/api/products/"+productID, &p); err != nil {
		return 0, err
	}
	if p.Stock == nil {
		return 0, fmt.Errorf("GET /api/products/%s has no stock field", productID)
	}
	return *p.Stock, nil
}
