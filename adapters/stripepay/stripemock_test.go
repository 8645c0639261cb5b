//go:build linux

package stripepay

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// stripe-mock is Stripe's official mock server: it checks every request
// against Stripe's OpenAPI spec (but is stateless and answers with fixtures).
// It is built once into the user cache dir, so only the first run pays for it.
const stripeMockModule = "github.com/stripe/stripe-mock@v0.203.0"

var stripeMock struct {
	once    sync.Once
	url     string
	skip    string // why the checks can't run here (no module proxy, ...)
	failure error  // a built stripe-mock that would not start
	cmd     *exec.Cmd
}

func TestMain(m *testing.M) {
	code := m.Run()
	stopStripeMock()
	os.Exit(code)
}

// stripeMockURL starts stripe-mock on first use and returns its API base.
func stripeMockURL(t *testing.T) string {
	t.Helper()
	stripeMock.once.Do(startStripeMock)
	if stripeMock.skip != "" && os.Getenv("PALLET_REQUIRE_SERVICES") == "1" {
		t.Fatal(stripeMock.skip, "(PALLET_REQUIRE_SERVICES=1: CI never skips it)")
	}
	if stripeMock.skip != "" {
		t.Skip(stripeMock.skip)
	}
	if stripeMock.failure != nil {
		t.Fatal(stripeMock.failure)
	}
	return stripeMock.url
}

func startStripeMock() {
	bin, err := stripeMockBinary()
	if err != nil {
		stripeMock.skip = fmt.Sprintf("stripe-mock unavailable, skipping Stripe API-shape checks: %v", err)
		return
	}
	stripeMock.url, stripeMock.cmd, stripeMock.failure = runStripeMock(bin)
}

func stripeMockBinary() (string, error) {
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(cache, "pallet-tools", "stripe-mock-v0.203.0")
	bin := filepath.Join(dir, "stripe-mock")
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "install", stripeMockModule)
	cmd.Dir = os.TempDir() // outside this module, so its go.mod plays no part
	cmd.Env = append(os.Environ(), "GOBIN="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go install %s: %v: %s", stripeMockModule, err, lastLine(out))
	}
	return bin, nil
}

func runStripeMock(bin string) (string, *exec.Cmd, error) {
	// Both listeners on loopback: a missing flag makes it listen on all interfaces.
	cmd := exec.Command(bin, "-http-addr", "127.0.0.1:0", "-https-addr", "127.0.0.1:0")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		return "", nil, fmt.Errorf("start stripe-mock: %w", err)
	}
	addr := make(chan string, 1)
	go scanForAddress(out, addr)
	select {
	case a, ok := <-addr:
		if ok {
			return "http://" + a, cmd, nil
		}
		killGroup(cmd)
		return "", nil, errors.New("stripe-mock exited before listening")
	case <-time.After(30 * time.Second):
		killGroup(cmd)
		return "", nil, errors.New("stripe-mock did not listen within 30s")
	}
}

// scanForAddress sends the HTTP address from stripe-mock's log, then keeps
// draining the log so the process never blocks on a full pipe.
func scanForAddress(out io.Reader, addr chan<- string) {
	const prefix = "Listening for HTTP at address: "
	scanner := bufio.NewScanner(out)
	sent := false
	for scanner.Scan() {
		if line := scanner.Text(); !sent && strings.HasPrefix(line, prefix) {
			addr <- strings.TrimSpace(strings.TrimPrefix(line, prefix))
			sent = true
		}
	}
	if !sent {
		close(addr)
	}
	_, _ = io.Copy(io.Discard, out)
}

func stopStripeMock() {
	if stripeMock.cmd != nil {
		killGroup(stripeMock.cmd)
	}
}

func killGroup(cmd *exec.Cmd) {
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Wait()
}

func lastLine(out []byte) string {
	lines := bytes.Split(bytes.TrimSpace(out), []byte("\n"))
	return string(lines[len(lines)-1])
}
