package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// crowdedIndex counts the searches running at once, each held a moment so
// that concurrent requests overlap.
type crowdedIndex struct {
	ports.CatalogueIndex
	mu            sync.Mutex
	running, most int
}

func (ix *crowdedIndex) Search(ctx context.Context, f domain.ProductFilter, keys []string) (ports.CatalogueHits, error) {
	ix.mu.Lock()
	ix.running++
	ix.most = max(ix.most, ix.running)
	ix.mu.Unlock()
	defer func() {
		ix.mu.Lock()
		ix.running--
		ix.mu.Unlock()
	}()
	time.Sleep(5 * time.Millisecond)
	return ix.CatalogueIndex.Search(ctx, f, keys)
}

func TestCatalogueSearchesRunNoMoreAtOnceThanTheProcessors(t *testing.T) {
	t.Parallel()
	crowded := &crowdedIndex{}
	s := newShop(t, nil, fx.Decorate(func(ix ports.CatalogueIndex) ports.CatalogueIndex {
		crowded.CatalogueIndex = ix
		return crowded
	}))
	processors := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	statuses := make([]int, 4*processors+4)
	for i := range statuses {
		wg.Go(func() {
			rec := httptest.NewRecorder()
			// a distinct r= each, so the response cache answers none of them
			s.server.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, fmt.Sprintf("/api/products?q=ssd&r=%d", i), nil))
			statuses[i] = rec.Code
		})
	}
	wg.Wait()
	for i, status := range statuses {
		assert.Equal(t, http.StatusOK, status, "search %d", i)
	}
	assert.LessOrEqual(t, crowded.most, processors, "searches at once")
	assert.Positive(t, crowded.most)
}
