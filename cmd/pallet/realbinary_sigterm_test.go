//go:build unix

package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/sqlite"
	"github.com/palletshop/pallet/domain"
)

const (
	loadClients     = 32
	loadStock       = 10_000_000
	shutdownTimeout = 5 * time.Second
)

// testSIGTERMUnderLoad signals the server while 32 clients browse and book
// and one slow booking is still sending its body. Every answer that arrives
// is whole and valid, new connections are refused once the signal is
// handled, the slow booking still completes, the process exits 0 in time,
// and every booking the store kept was answered 201 to its client.
func testSIGTERMUnderLoad(t *testing.T, bin string) {
	dir := t.TempDir()
	// Four customers place thousands of unpaid orders here, far past the everyday open-order cap.
	p := startPallet(t, bin, dir, map[string]string{"PALLET_SHUTDOWN_TIMEOUT": shutdownTimeout.String(), "PALLET_MAX_OPEN_ORDERS": "1000000"})
	admin := p.adminToken(t)
	product := p.must(t, http.StatusCreated, "POST", "/api/products", admin, map[string]any{
		"name": "Bulk SSD", "brand": "Acme", "priceCents": 1999, "stock": loadStock,
		"descriptions": "Stock for the load test", "img": "/catalogue/ssd.svg", "minOrderQuantity": 1})
	productID := product["id"].(string)
	var tokens []string
	for i := 0; i < loadClients/4; i++ { // a few clients per account: orders are rate-limited per user
		token, _ := p.signUp(t, fmt.Sprintf("load%d", i))
		tokens = append(tokens, token)
	}
	slow := startSlowBooking(t, p, tokens[0], productID)

	load := newLoad(p, tokens, productID)
	load.start()
	load.waitForResponses(200, 5*time.Second)
	load.signalled.Store(true)
	require.NoError(t, p.cmd.Process.Signal(syscall.SIGTERM))
	signalledAt := time.Now()

	requireRefusesNewConnections(t, p, 3*time.Second)
	select {
	case <-p.exited:
		require.FailNow(t, "pallet exited while a request was still in flight")
	default:
	}
	status, body := slow.finish(t)
	require.Equal(t, http.StatusCreated, status, "the booking in flight at SIGTERM completes: %s", body)
	load.booked.Add(1)

	load.stopAndWait(t, 10*time.Second)
	assert.Equal(t, 0, p.waitExit(t, shutdownTimeout+3*time.Second), "exit code after SIGTERM")
	assert.Less(t, time.Since(signalledAt), shutdownTimeout+time.Second, "exits within the shutdown timeout")
	load.requireClean(t)
	assert.NotContains(t, p.logs.String(), `"level":"ERROR"`, "no errors logged during the drain")
	requireEveryBookingAnswered(t, dir, productID, load.booked.Load())
}

// requireRefusesNewConnections waits until a new TCP connection is refused
// (not accepted and dropped). A dial that lands in the listen backlog just
// as the listener closes is reset before any request is sent; that is the
// kernel's doing, so it only means "try again".
func requireRefusesNewConnections(t *testing.T, p *palletProcess, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		conn, err := net.DialTimeout("tcp", p.addr, 500*time.Millisecond)
		if errors.Is(err, syscall.ECONNRESET) {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		if err != nil {
			require.True(t, errors.Is(err, syscall.ECONNREFUSED), "a new connection after SIGTERM is refused cleanly, got %v", err)
			return
		}
		conn.Close()
		time.Sleep(10 * time.Millisecond)
	}
	require.FailNow(t, "still accepting connections", "%s after SIGTERM", within)
}

// requireEveryBookingAnswered reads the store the process left behind: the
// stock taken and the bookings kept match the 201s the clients received, so
// no booking was committed without its answer reaching the client.
func requireEveryBookingAnswered(t *testing.T, dir, productID string, answered int64) {
	t.Helper()
	store, err := sqlite.Open(sqlite.PathIn(dir))
	require.NoError(t, err)
	defer store.Close()
	ctx := context.Background()
	got, err := store.GetProduct(ctx, productID)
	require.NoError(t, err)
	bookings, err := store.ListBookings(ctx, domain.BookingFilter{PageRequest: domain.PageRequest{Page: 1, Limit: 1}})
	require.NoError(t, err)
	assert.Equal(t, int64(bookings.Total), answered, "bookings kept vs 201s received")
	assert.Equal(t, loadStock-answered, got.Stock, "stock taken vs 201s received (quantity 1 each)")
	t.Logf("%d bookings placed under load and all answered", answered)
}

// slowBooking is a booking whose body is only half sent, so the request is
// in flight inside the server when the signal arrives.
type slowBooking struct {
	conn net.Conn
	rest string
}

func startSlowBooking(t *testing.T, p *palletProcess, token, productID string) *slowBooking {
	t.Helper()
	body := fmt.Sprintf(`{"productId":%q,"quantity":1,"address":"9 Slow Lane, Leeds","phone":"+44 113 555 0100"}`, productID)
	conn, err := net.Dial("tcp", p.addr)
	require.NoError(t, err)
	t.Cleanup(func() { conn.Close() })
	half := len(body) / 2
	_, err = fmt.Fprintf(conn, "POST /api/bookings HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\n"+
		"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", p.addr, token, len(body), body[:half])
	require.NoError(t, err)
	return &slowBooking{conn: conn, rest: body[half:]}
}

func (s *slowBooking) finish(t *testing.T) (int, string) {
	t.Helper()
	require.NoError(t, s.conn.SetDeadline(time.Now().Add(10*time.Second)))
	_, err := s.conn.Write([]byte(s.rest))
	require.NoError(t, err)
	resp, err := http.ReadResponse(bufio.NewReader(s.conn), nil)
	require.NoError(t, err, "the slow booking's answer")
	defer resp.Body.Close()
	var sb strings.Builder
	_, err = bufio.NewReader(resp.Body).WriteTo(&sb)
	require.NoError(t, err, "the slow booking's answer is whole")
	return resp.StatusCode, sb.String()
}

// waitGroupWithin waits for wg, failing the test after d.
func waitGroupWithin(t *testing.T, wg *sync.WaitGroup, d time.Duration) {
	t.Helper()
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
		require.FailNow(t, "load clients did not finish", "after %s", d)
	}
}
