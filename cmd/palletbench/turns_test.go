package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestComparedServersTakeTurnsAndEachGetsItsOwnTurnsAddedUp(t *testing.T) {
	var mu sync.Mutex
	var order strings.Builder
	server := func(name string) *httptest.Server {
		s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			mu.Lock()
			if o := order.String(); o == "" || o[len(o)-1] != name[0] {
				order.WriteByte(name[0])
			}
			mu.Unlock()
			_, _ = w.Write([]byte("{}"))
		}))
		t.Cleanup(s.Close)
		return s
	}
	a, b := server("a"), server("b")
	spec := func(s *httptest.Server) loadSpec {
		// turns long enough that a worker starved under make test's load still sends in each
		return loadSpec{urls: []string{s.URL + "/x"}, conns: 2, warmup: 60 * time.Millisecond, duration: 600 * time.Millisecond}
	}
	onA, onB, err := loadInTurns(contender{"a", os.Getpid(), spec(a)}, contender{"b", os.Getpid(), spec(b)}, 3)
	require.NoError(t, err)
	assert.Equal(t, "ababab", order.String(), "three turns each, one after the other")
	for _, row := range []loadRow{onA, onB} {
		assert.Equal(t, 600*time.Millisecond, row.elapsed, "the turns' measured time adds up to the run's")
		assert.Positive(t, row.requests)
		assert.Len(t, row.latencies, row.requests)
		assert.Zero(t, row.errors)
	}
	assert.Equal(t, "a", onA.server)
	assert.Equal(t, "b", onB.server)
}

func TestCombinedTurnsAverageTheirCPUOverTheMeasuredTime(t *testing.T) {
	turn := func(requests int, took time.Duration, cpu float64, rss int64, firstErr string) loadRow {
		return loadRow{loadResult: loadResult{requests: requests, errors: len(firstErr), elapsed: took, firstErr: firstErr,
			latencies: make(latencies, requests)}, serverCPU: cpu, loaderCPU: cpu / 2, peakRSSKB: rss}
	}
	got := combine([]loadRow{turn(100, time.Second, 90, 10, ""), turn(300, 3*time.Second, 130, 30, "HTTP 500"), turn(0, 0, 0, 20, "later")})
	assert.Equal(t, 400, got.requests)
	assert.Equal(t, 4*time.Second, got.elapsed)
	assert.InDelta(t, 100.0, got.reqPerSec(), 0.001)
	assert.InDelta(t, 120.0, got.serverCPU, 0.001, "(90×1 + 130×3) / 4")
	assert.InDelta(t, 60.0, got.loaderCPU, 0.001)
	assert.Equal(t, int64(30), got.peakRSSKB)
	assert.Equal(t, "HTTP 500", got.firstErr, "the first error seen")
	assert.Equal(t, 13, got.errors)
	assert.Len(t, got.latencies, 400)
	assert.Zero(t, combine(nil).requests)
}
