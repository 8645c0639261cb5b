//go:build !race

// The MongoDB adapter against an embedded FerretDB that stops and starts.
// Like the services pass (adapters/mongodb), it runs without the race
// detector: FerretDB and its SQLite engine are what the detector would slow.

package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
)

// ferretServer is an embedded FerretDB (MongoDB wire protocol on SQLite
// files in dir) that the test can stop and start again on the same port.
type ferretServer struct {
	uri    string
	cancel context.CancelFunc
	done   chan struct{}
}

func startFerret(t *testing.T, addr, dir string) *ferretServer {
	t.Helper()
	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: addr},
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir + "/",
		Logger:    slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	fs := &ferretServer{uri: f.MongoDBURI(), cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(fs.done)
		_ = f.Run(ctx)
	}()
	t.Cleanup(fs.stop)
	return fs
}

func (f *ferretServer) stop() {
	f.cancel()
	<-f.done
}

// hostPort is the address part of a mongodb://host:port/ URI.
func hostPort(uri string) string {
	rest := strings.TrimPrefix(uri, "mongodb://")
	return rest[:strings.IndexAny(rest+"/", "/?")]
}

// TestNoRaceMongoStoreGoesAwayAndComesBack runs the real MongoDB adapter against
// FerretDB, stops the database mid-run, and starts it again on the same
// port and files, without restarting Pallet.
func TestNoRaceMongoStoreGoesAwayAndComesBack(t *testing.T) {
	t.Parallel() // mostly waits: for FerretDB, and for the driver to give up on it
	if testing.Short() {
		t.Skip("starts FerretDB twice")
	}
	dir := t.TempDir()
	db := startFerret(t, "127.0.0.1:0", dir)
	s := newShop(t, map[string]string{"PALLET_STORE": "mongodb", "MONGODB_URI": db.uri, "MONGODB_DATABASE": "pallet_fault"}, fx.Options())
	token, _ := s.signUp("Mona")
	before := s.do("GET", "/api/products", "", nil)
	require.Equal(t, http.StatusOK, before.Status, string(before.Body))

	db.stop()
	// A stopped database must not hang callers: each answer comes promptly.
	// (The driver's default server selection waits 30 s, and requests carry
	// no deadline of their own, so the adapter must choose a shorter wait.)
	for _, c := range []struct {
		path, token string
		within      time.Duration
	}{{"/api/products", "", 10 * time.Second}, {"/readyz", "", 5 * time.Second}, {"/api/me", token, 10 * time.Second}} {
		start := time.Now()
		r := s.doWithin(t, c.within, "GET", c.path, c.token, nil)
		t.Logf("GET %s answered %d after %s with the database stopped", c.path, r.Status, time.Since(start).Round(time.Millisecond))
		requireUnavailable(t, r, "GET "+c.path+" with the database stopped")
	}

	startFerret(t, hostPort(db.uri), dir)
	requireEventuallyReady(t, s, 20*time.Second)
	after := s.do("GET", "/api/products", "", nil)
	require.Equal(t, http.StatusOK, after.Status, string(after.Body))
	assert.Equal(t, before.JSON(t)["total"], after.JSON(t)["total"], "the catalogue is still there")
	me := s.do("GET", "/api/me", token, nil)
	require.Equal(t, http.StatusOK, me.Status, "the session survived: %s", me.Body)
}

func requireEventuallyReady(t *testing.T, s *shop, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		r := s.do("GET", "/readyz", "", nil)
		if r.Status == http.StatusOK {
			return
		}
		require.True(t, time.Now().Before(deadline), "not ready %s after the database came back: %d %s", within, r.Status, r.Body)
		time.Sleep(100 * time.Millisecond)
	}
}
