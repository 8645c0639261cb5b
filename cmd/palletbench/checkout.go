package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/domain"
)

// The checkout contention parts: few enough that every cart overlaps with
// many others, with stock for only part of the carts that hold them.
const (
	checkoutParts       = 6
	checkoutCartLines   = 3
	checkoutLinePieces  = 10  // also the parts' minimum order
	checkoutStockPieces = 600 // 60 lines of each part; each part is in half of the carts
)

// partStock is one checkout part's stock before and after the run, and
// the pieces of it that the answered orders (201s) reserved.
type partStock struct {
	id                       string
	initial, final, reserved int64
}

// oversold is what left the shelf beyond what there was: reserved past
// the stock before, or stock below zero.
func (p partStock) oversold() int64 { return max(0, p.reserved-p.initial, -p.final) }

// unaccounted is stock that moved without an order to show for it, or an
// order that took no stock. Anything but 0 is a lost or phantom update.
func (p partStock) unaccounted() int64 {
	d := (p.initial - p.final) - p.reserved
	return max(d, -d)
}

// checkoutResult is what many buyers checking out overlapping carts at
// once did.
type checkoutResult struct {
	buyers           int
	parts            []partStock
	placed           int64 // 201
	stored           int64 // the buyers' orders of the parts, listed afterwards
	refused          int64 // 400 with only stock problems on lines: the expected refusal
	timeouts         int64 // no answer in time, or 503 (the store was busy or locked)
	errors           int64 // any other answer
	firstErr         string
	elapsed          time.Duration
	timedOut         bool
	peakRSSKB        int64
	palletCPUPercent float64
}

func (r checkoutResult) oversell() int64 {
	var n int64
	for _, p := range r.parts {
		n += p.oversold()
	}
	return n
}

func (r checkoutResult) unaccounted() int64 {
	var n int64
	for _, p := range r.parts {
		n += p.unaccounted()
	}
	return n
}

// sound reports whether the run sold exactly what it had, stored exactly
// the orders it answered, and failed nothing but for stock.
func (r checkoutResult) sound() bool {
	return r.oversell() == 0 && r.unaccounted() == 0 && r.stored == r.placed && r.timeouts == 0 && r.errors == 0
}

func (r checkoutResult) placedPerSec() float64 { return float64(r.placed) / r.elapsed.Seconds() }
func (r checkoutResult) answeredPerSec() float64 {
	return float64(r.placed+r.refused) / r.elapsed.Seconds()
}

// cartFor is buyer i's parts: the i-th of the 20 ways to pick 3 of 6, so
// each part is in half of the carts and every two carts share some part.
func cartFor(i int, parts []string) []string {
	var combos [][]string
	for a := 0; a < len(parts); a++ {
		for b := a + 1; b < len(parts); b++ {
			for c := b + 1; c < len(parts); c++ {
				combos = append(combos, []string{parts[a], parts[b], parts[c]})
			}
		}
	}
	return combos[i%len(combos)]
}

// checkoutAnswer sorts one checkout's answer: placed (with its lines),
// refused for stock, a timeout, or an error.
type checkoutAnswer int

const (
	answerPlaced checkoutAnswer = iota
	answerRefused
	answerTimeout
	answerError
)

func classifyCheckout(status int, body []byte, err error) checkoutAnswer {
	switch {
	case err != nil || status == http.StatusServiceUnavailable || status == http.StatusGatewayTimeout:
		return answerTimeout
	case status == http.StatusCreated:
		return answerPlaced
	case status == http.StatusBadRequest && onlyStockProblems(body):
		return answerRefused
	}
	return answerError
}

// onlyStockProblems reports whether a 400 names lines and nothing else,
// each short of stock: checkout's answer when another buyer got there first.
func onlyStockProblems(body []byte) bool {
	var e struct {
		Error struct {
			Fields map[string]string `json:"fields"`
		} `json:"error"`
	}
	if json.Unmarshal(body, &e) != nil || len(e.Error.Fields) == 0 {
		return false
	}
	for field, message := range e.Error.Fields {
		if !strings.HasPrefix(field, domain.LineField("")) || !strings.HasPrefix(message, "Only ") || !strings.HasSuffix(message, " pieces in stock") {
			return false
		}
	}
	return true
}

// addCheckoutParts writes the parts, each with its stock split between
// main and a slower second warehouse so that orders race across both, and
// fills each buyer's cart with 3 of them, straight into the store like the
// rest of the fixture.
func addCheckoutParts(ctx context.Context, store *sqlite.Store, buyers []domain.User, at time.Time) ([]string, error) {
	north := domain.Warehouse{Code: "bench-north", Name: "Bench north", LeadTimeDays: 3}
	if err := store.SaveWarehouse(ctx, north); err != nil {
		return nil, err
	}
	ids := make([]string, checkoutParts)
	for i := range ids {
		p, err := newProduct(fmt.Sprintf("Checkout contention part %d", i+1), "Pallet Bench", 1500+int64(i)*250, checkoutStockPieces,
			checkoutLinePieces, "/catalogue/ram-ddr5.svg", "A part that 200 buyers check out at once.", at.Add(-time.Duration(i)*time.Minute))
		if err == nil {
			err = p.SetStocks([]domain.WarehouseStock{{Code: domain.MainWarehouse, Stock: checkoutStockPieces / 2},
				{Code: north.Code, Stock: checkoutStockPieces / 2}}, []domain.Warehouse{domain.DefaultWarehouse(), north})
		}
		if err != nil {
			return nil, err
		}
		if err := store.CreateProduct(ctx, p); err != nil {
			return nil, err
		}
		ids[i] = p.ID
	}
	for i, u := range buyers {
		for _, id := range cartFor(i, ids) {
			if _, err := store.SetCartLine(ctx, u.ID, domain.CartLine{ProductID: id, Quantity: checkoutLinePieces, AddedAt: at}); err != nil {
				return nil, fmt.Errorf("bench cart %d: %w", i+1, err)
			}
		}
	}
	return ids, nil
}

// runCheckoutContention has every buyer check out its cart at the same
// moment, once, and then counts what each part's stock says happened.
func runCheckoutContention(p *pallet, partIDs, tokens []string, limit time.Duration) (checkoutResult, error) {
	client := newLoadClient(len(tokens))
	client.Timeout = limit
	r := checkoutResult{buyers: len(tokens)}
	for _, id := range partIDs {
		stock, err := stockOf(client, p.base, id)
		if err != nil {
			return r, err
		}
		r.parts = append(r.parts, partStock{id: id, initial: stock})
	}
	var counts [answerError + 1]atomic.Int64
	var mu sync.Mutex
	reserved := map[string]int64{}
	start := make(chan struct{})
	var wg sync.WaitGroup
	body := map[string]any{"address": "2 Checkout Quay, Hull", "phone": "+44 1482 555 0100", "poNumber": "BENCH-PO"}
	for _, token := range tokens {
		wg.Go(func() {
			<-start
			status, out, err := postJSON(client, p.base+"/api/cart/checkout", token, body)
			answer := classifyCheckout(status, out, err)
			counts[answer].Add(1)
			mu.Lock()
			defer mu.Unlock()
			switch answer {
			case answerPlaced:
				err = addReserved(reserved, out)
			case answerTimeout, answerError:
				if err == nil {
					err = fmt.Errorf("HTTP %d: %.200s", status, out)
				}
			}
			if err != nil && r.firstErr == "" {
				r.firstErr = err.Error()
			}
		})
	}
	rss, cpu := sampleRSS(p.pid()), startCPUMeter(p.pid(), false)
	began := time.Now()
	close(start)
	wg.Wait()
	r.elapsed = time.Since(began)
	r.palletCPUPercent, r.peakRSSKB = cpu.percent(), rss.Stop()
	r.timedOut = r.elapsed >= limit
	r.placed, r.refused, r.timeouts, r.errors = counts[answerPlaced].Load(), counts[answerRefused].Load(), counts[answerTimeout].Load(), counts[answerError].Load()
	for i := range r.parts {
		part := &r.parts[i]
		part.reserved = reserved[part.id]
		var err error
		if part.final, err = stockOf(client, p.base, part.id); err != nil {
			return r, err
		}
	}
	var err error
	r.stored, err = storedBookings(client, p.base, partIDs, tokens)
	return r, err
}

// addReserved adds a placed order's lines to the pieces reserved per part.
func addReserved(reserved map[string]int64, body []byte) error {
	var b struct {
		Lines []struct {
			ProductID string `json:"productId"`
			Quantity  int64  `json:"quantity"`
		} `json:"lines"`
	}
	if err := json.Unmarshal(body, &b); err != nil {
		return fmt.Errorf("a placed order is not a booking: %w", err)
	}
	for _, l := range b.Lines {
		reserved[l.ProductID] += l.Quantity
	}
	return nil
}
