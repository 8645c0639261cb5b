//go:build unix

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// maxRequestsPerClient bounds each load client even if the server never stops.
const maxRequestsPerClient = 5000

// bookingsPerClient keeps each account under the server's per-user booking
// flood limit (a burst of 60): four clients share an account, and the slow
// booking takes one more from the first. Past it a client only browses.
const bookingsPerClient = 12

// loadTest is loadClients clients browsing the catalogue and booking one piece
// at a time, recording whatever goes wrong.
type loadTest struct {
	p         *palletProcess
	tokens    []string
	productID string
	client    *http.Client
	wg        sync.WaitGroup
	stop      chan struct{}

	signalled atomic.Bool  // set just before SIGTERM is sent
	responses atomic.Int64 // whole, valid answers
	booked    atomic.Int64 // 201s to POST /api/bookings
	refused   atomic.Int64 // requests the stopping server did not take

	mu       sync.Mutex
	failures []string
}

func newLoad(p *palletProcess, tokens []string, productID string) *loadTest {
	transport := &http.Transport{MaxIdleConnsPerHost: loadClients, MaxConnsPerHost: loadClients}
	return &loadTest{p: p, tokens: tokens, productID: productID, stop: make(chan struct{}),
		client: &http.Client{Transport: transport, Timeout: 15 * time.Second}}
}

func (l *loadTest) start() {
	for i := 0; i < loadClients; i++ {
		l.wg.Add(1)
		go l.run(i)
	}
}

func (l *loadTest) waitForResponses(n int64, within time.Duration) {
	deadline := time.Now().Add(within)
	for l.responses.Load() < n && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
}

func (l *loadTest) stopAndWait(t *testing.T, within time.Duration) {
	close(l.stop)
	waitGroupWithin(t, &l.wg, within)
	l.client.CloseIdleConnections()
}

func (l *loadTest) requireClean(t *testing.T) {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	t.Logf("load: %d whole answers, %d bookings, %d requests refused after SIGTERM", l.responses.Load(), l.booked.Load(), l.refused.Load())
	require.Empty(t, l.failures, "requests that failed mid-way or badly")
	require.Positive(t, l.responses.Load())
	require.Positive(t, l.booked.Load())
}

func (l *loadTest) fail(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.failures) < 20 {
		l.failures = append(l.failures, fmt.Sprintf(format, args...))
	}
}

// run sends requests until told to stop or until the server stops taking
// them. A request the server refuses after SIGTERM ends the client; any
// other failure is recorded.
func (l *loadTest) run(i int) {
	defer l.wg.Done()
	booked := 0
	for n := 0; n < maxRequestsPerClient; n++ {
		select {
		case <-l.stop:
			return
		default:
		}
		booking := n%2 == 0 && booked < bookingsPerClient
		if !l.once(i, booking) {
			return
		}
		if booking {
			booked++
		}
	}
}

func (l *loadTest) once(i int, booking bool) bool {
	req, what := l.request(i, booking)
	resp, err := l.client.Do(req)
	if err != nil {
		if l.signalled.Load() {
			l.refused.Add(1) // no answer came: the server did not take it (the store check proves it)
		} else {
			l.fail("%s before SIGTERM: %v", what, err)
		}
		return false
	}
	data, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		l.fail("%s: the %d answer was cut off mid-way: %v", what, resp.StatusCode, err)
		return false
	}
	return l.check(what, booking, resp.StatusCode, data)
}

func (l *loadTest) request(i int, booking bool) (*http.Request, string) {
	if !booking {
		req, _ := http.NewRequest("GET", l.p.base+"/api/products?limit=5&sort=price_asc", nil)
		return req, "GET /api/products"
	}
	body, _ := json.Marshal(map[string]any{"productId": l.productID, "quantity": 1,
		"address": fmt.Sprintf("%d Load Street", i+1), "phone": "+1 555 0100"})
	req, _ := http.NewRequest("POST", l.p.base+"/api/bookings", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+l.tokens[i%len(l.tokens)])
	return req, "POST /api/bookings"
}

func (l *loadTest) check(what string, booking bool, status int, data []byte) bool {
	want := http.StatusOK
	if booking {
		want = http.StatusCreated
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		l.fail("%s: %d answer is not JSON: %q", what, status, data)
		return false
	}
	if status != want {
		l.fail("%s: %d, want %d: %s", what, status, want, data)
		return false
	}
	if booking {
		if m["id"] == "" || m["productId"] != l.productID || m["quantity"] != float64(1) {
			l.fail("%s: incomplete booking %s", what, data)
			return false
		}
		l.booked.Add(1)
	} else if _, ok := m["items"].([]any); !ok {
		l.fail("%s: no items in %s", what, data)
		return false
	}
	l.responses.Add(1)
	return true
}
