package main

import (
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// loadSpec is one fixed-duration load run: conns workers each send requests
// back to back, cycling over urls; only requests that start after the
// warm-up and finish before its end are counted.
type loadSpec struct {
	name     string
	urls     []string
	conns    int
	warmup   time.Duration
	duration time.Duration
}

// loadResult is what one run measured.
type loadResult struct {
	name      string
	conns     int
	requests  int
	errors    int
	firstErr  string
	bytes     int64
	elapsed   time.Duration
	latencies latencies
}

func (r loadResult) reqPerSec() float64 { return float64(r.requests) / r.elapsed.Seconds() }

// newLoadClient is an HTTP client for the bench's other calls: one idle
// keep-alive connection per caller, and identity bytes (compression off).
func newLoadClient(conns int) *http.Client {
	return &http.Client{
		Timeout: 10 * time.Second,
		Transport: &http.Transport{
			MaxIdleConns:        conns,
			MaxIdleConnsPerHost: conns,
			MaxConnsPerHost:     conns,
			IdleConnTimeout:     90 * time.Second,
			DisableCompression:  true,
			ForceAttemptHTTP2:   false,
		},
	}
}

// worker holds one worker's counts, merged when the run ends.
type worker struct {
	requests, errors int
	firstErr         string
	bytes            int64
	latencies        latencies
}

func runLoad(spec loadSpec) (loadResult, error) {
	targets := make([]loadTarget, len(spec.urls))
	for i, s := range spec.urls {
		t, err := newLoadTarget(s)
		if err != nil {
			return loadResult{}, fmt.Errorf("load %s: %w", spec.name, err)
		}
		targets[i] = t
	}
	var next atomic.Uint64
	start := time.Now()
	from, until := start.Add(spec.warmup), start.Add(spec.warmup+spec.duration)
	workers := make([]worker, spec.conns)
	var wg sync.WaitGroup
	for i := range workers {
		wg.Go(func() {
			w := &workers[i]
			var conn loadConn
			defer conn.close()
			for time.Now().Before(until) {
				w.send(&conn, &targets[next.Add(1)%uint64(len(targets))], from, until)
			}
		})
	}
	wg.Wait()
	return merge(spec, workers), nil
}

func (w *worker) send(conn *loadConn, t *loadTarget, from, until time.Time) {
	began := time.Now()
	status, n, err := conn.get(t)
	took := time.Since(began)
	if began.Before(from) || began.Add(took).After(until) {
		return
	}
	w.requests++
	w.bytes += n
	w.latencies = append(w.latencies, took)
	if err == nil && status != http.StatusOK {
		err = fmt.Errorf("HTTP %d", status)
	}
	if err != nil {
		w.errors++
		if w.firstErr == "" {
			w.firstErr = err.Error()
		}
	}
}

func merge(spec loadSpec, workers []worker) loadResult {
	r := loadResult{name: spec.name, conns: spec.conns, elapsed: spec.duration}
	for _, w := range workers {
		r.requests += w.requests
		r.errors += w.errors
		r.bytes += w.bytes
		r.latencies = append(r.latencies, w.latencies...)
		if r.firstErr == "" {
			r.firstErr = w.firstErr
		}
	}
	return r
}
