package firebaseauth

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The Auth emulator is started once, on first need, from tools/firebase and
// stopped (its whole process group) after the tests.

const (
	emulatorProject = "demo-pallet"
	emulatorStartup = 120 * time.Second
	notInstalled    = "firebase emulator not installed: run `npm ci --omit=optional` in tools/firebase"
)

var emu struct {
	once sync.Once
	host string // host:port, once running
	skip string
	err  error
	cmd  *exec.Cmd
	done chan struct{}
	dir  string
}

func TestMain(m *testing.M) {
	code := m.Run()
	stopEmulator()
	os.Exit(code)
}

// needEmulator returns the emulator's host:port, starting it if needed, and
// skips the test when firebase-tools isn't installed.
func needEmulator(t *testing.T) string {
	t.Helper()
	emu.once.Do(startEmulator)
	if emu.skip != "" && os.Getenv("PALLET_REQUIRE_SERVICES") == "1" {
		t.Fatal(emu.skip, "(PALLET_REQUIRE_SERVICES=1: CI never skips it)")
	}
	if emu.skip != "" {
		t.Skip(emu.skip)
	}
	if emu.err != nil {
		t.Fatal(emu.err)
	}
	return emu.host
}

func startEmulator() {
	bin, err := filepath.Abs("../../tools/firebase/node_modules/.bin/firebase")
	if err == nil {
		_, err = os.Stat(bin)
	}
	if err != nil {
		emu.skip = notInstalled
		return
	}
	if _, err := exec.LookPath("node"); err != nil {
		emu.skip = "firebase emulator needs node on PATH"
		return
	}
	emu.err = launch(bin)
}

func launch(bin string) error {
	dir, err := os.MkdirTemp("", "pallet-firebase-emulator-")
	if err != nil {
		return err
	}
	emu.dir = dir
	port, err := writeEmulatorConfig(dir)
	if err != nil {
		return err
	}
	logFile, err := os.Create(filepath.Join(dir, "emulator.log"))
	if err != nil {
		return err
	}
	cmd := exec.Command(bin, "emulators:start", "--only", "auth", "--project", emulatorProject)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CI=1", "NO_UPDATE_NOTIFIER=1")
	cmd.Stdout, cmd.Stderr = logFile, logFile
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start firebase emulator: %w", err)
	}
	emu.cmd, emu.done = cmd, make(chan struct{})
	go func() { _ = cmd.Wait(); logFile.Close(); close(emu.done) }()

	host := fmt.Sprintf("127.0.0.1:%d", port)
	if err := waitForHTTP("http://"+host+"/", emu.done, emulatorStartup); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "emulator.log"))
		return fmt.Errorf("firebase emulator: %w\n%s", err, log)
	}
	emu.host = host
	return os.Setenv("FIREBASE_AUTH_EMULATOR_HOST", host)
}

// writeEmulatorConfig writes a firebase.json with free ports for the auth
// emulator and the hub/logging servers, so parallel runs don't collide.
func writeEmulatorConfig(dir string) (authPort int, err error) {
	ports := make([]int, 3)
	for i := range ports {
		if ports[i], err = freePort(); err != nil {
			return 0, err
		}
	}
	cfg := map[string]any{"emulators": map[string]any{
		"auth":              map[string]any{"host": "127.0.0.1", "port": ports[0]},
		"hub":               map[string]any{"host": "127.0.0.1", "port": ports[1]},
		"logging":           map[string]any{"host": "127.0.0.1", "port": ports[2]},
		"ui":                map[string]any{"enabled": false},
		"singleProjectMode": true,
	}}
	b, _ := json.Marshal(cfg)
	return ports[0], os.WriteFile(filepath.Join(dir, "firebase.json"), b, 0o644)
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func waitForHTTP(url string, exited <-chan struct{}, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	client := &http.Client{Timeout: time.Second}
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			return errors.New("exited before it was ready")
		default:
		}
		if resp, err := client.Get(url); err == nil {
			resp.Body.Close()
			return nil
		}
		time.Sleep(250 * time.Millisecond)
	}
	return fmt.Errorf("not answering at %s after %s", url, limit)
}

func stopEmulator() {
	if emu.cmd != nil && emu.cmd.Process != nil {
		pgid := emu.cmd.Process.Pid // Setpgid made it the group leader
		_ = syscall.Kill(-pgid, syscall.SIGTERM)
		select {
		case <-emu.done:
		case <-time.After(10 * time.Second):
		}
		// Also takes down any helper process the CLI left behind.
		_ = syscall.Kill(-pgid, syscall.SIGKILL)
		<-emu.done
	}
	if emu.dir != "" {
		_ = os.RemoveAll(emu.dir)
	}
}
