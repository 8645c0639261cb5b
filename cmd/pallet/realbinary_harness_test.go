//go:build unix

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRealBinary builds the real pallet binary once and runs the process
// faults against it: signals and crashes can't be faked in process.
func TestRealBinary(t *testing.T) {
	// Not in parallel: the SIGTERM case times the drain (exit within the
	// shutdown timeout), which other tests' work beside it would slow.
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildPallet(t)
	t.Run("SIGTERM under load drains and exits 0", func(t *testing.T) { testSIGTERMUnderLoad(t, bin) })
	t.Run("kill -9 and restart keeps every committed write", func(t *testing.T) { testKillAndRestart(t, bin) })
}

// buildPallet builds the binary as make build ships it (the Makefile's
// GO_BUILD_FLAGS), into a fixed cache path: go build skips the slow link
// when the file there is already up to date, and make test's browser
// journeys, which build with the same flags, find every package compiled.
// The tests that run the binary run in parallel, so it is built once.
func buildPallet(t *testing.T) string {
	t.Helper()
	built := buildPalletOnce()
	require.NoError(t, built.err, "go build: %s", built.out)
	return built.bin
}

type builtPallet struct {
	bin string
	out []byte
	err error
}

var buildPalletOnce = sync.OnceValue(func() builtPallet {
	goTool, err := exec.LookPath("go") // go test puts its own go first on PATH
	if err != nil {
		return builtPallet{err: err}
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	flags, err := shippedBuildFlags("../../Makefile")
	if err != nil {
		return builtPallet{err: err}
	}
	bin := filepath.Join(dir, "pallet-test", "pallet")
	out, err := exec.Command(goTool, append(append([]string{"build"}, flags...), "-o", bin, ".")...).CombinedOutput()
	return builtPallet{bin: bin, out: out, err: err}
})

// shippedBuildFlags reads GO_BUILD_FLAGS from the Makefile, as the shell
// would split it ('-s -w' is one word).
func shippedBuildFlags(makefile string) ([]string, error) {
	data, err := os.ReadFile(makefile)
	if err != nil {
		return nil, err
	}
	line := regexp.MustCompile(`(?m)^GO_BUILD_FLAGS := (.+)$`).FindSubmatch(data)
	if line == nil {
		return nil, fmt.Errorf("%s sets no GO_BUILD_FLAGS", makefile)
	}
	var words []string
	for i, part := range strings.Split(string(line[1]), "'") {
		if i%2 == 1 {
			words = append(words, part) // quoted: one word
		} else {
			words = append(words, strings.Fields(part)...)
		}
	}
	return words, nil
}

// palletProcess is one running pallet serve on loopback.
type palletProcess struct {
	cmd    *exec.Cmd
	base   string // http://127.0.0.1:PORT
	addr   string
	logs   *lockedBuffer
	exited chan struct{}
	err    error // Wait's result, once exited is closed
}

// startPallet runs bin on dataDir with a clean environment plus env, and
// waits until /readyz answers.
func startPallet(t *testing.T, bin, dataDir string, env map[string]string) *palletProcess {
	t.Helper()
	addr := "127.0.0.1:" + strconv.Itoa(freePort(t))
	vars := map[string]string{"PALLET_DATA_DIR": dataDir, "PALLET_ADDR": addr, "PALLET_DEV_ADMIN": "true",
		"PALLET_LOG_FORMAT": "json", "HOME": os.Getenv("HOME"), "TMPDIR": os.TempDir()}
	for k, v := range env {
		vars[k] = v
	}
	cmd := exec.Command(bin)
	for k, v := range vars {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	p := &palletProcess{cmd: cmd, base: "http://" + addr, addr: addr, logs: &lockedBuffer{}, exited: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.logs, p.logs
	require.NoError(t, cmd.Start())
	go func() {
		p.err = cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-p.exited
		if t.Failed() {
			t.Logf("pallet's output:\n%s", p.logs.String())
		}
	})
	p.waitReady(t, 30*time.Second)
	return p
}

func (p *palletProcess) waitReady(t *testing.T, within time.Duration) {
	t.Helper()
	client := &http.Client{Timeout: 2 * time.Second}
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		select {
		case <-p.exited:
			require.FailNow(t, "pallet exited during start", "%v\n%s", p.err, p.logs.String())
		default:
		}
		if resp, err := client.Get(p.base + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	require.FailNow(t, "pallet never became ready", "%s", p.logs.String())
}

// waitExit waits for the process to end and returns its exit code.
func (p *palletProcess) waitExit(t *testing.T, within time.Duration) int {
	t.Helper()
	select {
	case <-p.exited:
		return p.cmd.ProcessState.ExitCode()
	case <-time.After(within):
		require.FailNow(t, "pallet did not exit", "still running %s after the signal", within)
		return -1
	}
}

// call makes one JSON request to the process and returns status and body.
func (p *palletProcess) call(t *testing.T, method, path, token string, body any) (int, []byte) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		require.NoError(t, err)
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, p.base+path, rd)
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := (&http.Client{Timeout: 10 * time.Second}).Do(req)
	require.NoError(t, err, "%s %s", method, path)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(t, err, "%s %s", method, path)
	return resp.StatusCode, data
}

// must makes a call that has to answer want, and decodes the JSON answer.
func (p *palletProcess) must(t *testing.T, want int, method, path, token string, body any) map[string]any {
	t.Helper()
	status, data := p.call(t, method, path, token, body)
	require.Equal(t, want, status, "%s %s: %s", method, path, data)
	var m map[string]any
	if len(data) > 0 {
		require.NoError(t, json.Unmarshal(data, &m), "%s %s: %s", method, path, data)
	}
	return m
}

func (p *palletProcess) adminToken(t *testing.T) string {
	t.Helper()
	m := p.must(t, http.StatusOK, "POST", "/api/auth/login", "", map[string]string{"email": "admin@pallet.test", "password": "pallet-admin"})
	return m["token"].(string)
}

func (p *palletProcess) signUp(t *testing.T, name string) (token, email string) {
	t.Helper()
	email = fmt.Sprintf("%s-%d@example.com", name, time.Now().UnixNano())
	m := p.must(t, http.StatusCreated, "POST", "/api/auth/signup", "", map[string]string{"name": name, "email": email, "password": "secret123"})
	return m["token"].(string), email
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestTheRealBinaryIsBuiltAsMakeBuildShipsIt(t *testing.T) {
	t.Parallel()
	flags, err := shippedBuildFlags("../../Makefile")
	require.NoError(t, err)
	assert.Equal(t, []string{"-trimpath", "-tags", "nomsgpack", "-ldflags", "-s -w"}, flags, "the quoted -ldflags value is one word")
}
