package main

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// pallet is one running release binary.
type pallet struct {
	cmd     *exec.Cmd
	base    string // http://127.0.0.1:PORT
	logPath string
	exited  chan error
	ready   time.Duration // from just before exec to the first /readyz 200
}

func (p *pallet) pid() int { return p.cmd.Process.Pid }

// startPallet runs bin on dataDir with a controlled environment (nothing
// from the caller's PALLET_*/STRIPE_*/FIREBASE_* can change what is
// measured) and waits for /readyz.
func startPallet(bin, dataDir, logPath string) (*pallet, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	logFile, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	defer logFile.Close()
	cmd := exec.Command(bin, "serve")
	cmd.Env = []string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"), "TMPDIR=" + os.TempDir(),
		"PALLET_ENV=development", "PALLET_STORE=sqlite", "PALLET_AUTH=local", "PALLET_PAYMENTS=test",
		"PALLET_SEED=false", "PALLET_DEV_ADMIN=true", "PALLET_ADDR=" + addr, "PALLET_DATA_DIR=" + dataDir,
		"PALLET_MAX_OPEN_ORDERS=1000000", // contention buyers book until out of stock, never pay
	}
	cmd.Stdout, cmd.Stderr = logFile, logFile
	cmd.SysProcAttr = dieWithParent()
	p := &pallet{cmd: cmd, base: "http://" + addr, logPath: logPath, exited: make(chan error, 1)}
	began := time.Now()
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", bin, err)
	}
	go func() { p.exited <- cmd.Wait() }()
	if err := p.waitReady(began, readyLimit); err != nil {
		p.stop()
		return nil, err
	}
	return p, nil
}

// readyLimit is how long a start may take: a million-product catalogue's
// index is built before /readyz answers, about 2 minutes on a busy 2-core
// machine.
const readyLimit = 10 * time.Minute

func (p *pallet) waitReady(began time.Time, limit time.Duration) error {
	client := &http.Client{Timeout: time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	for time.Since(began) < limit {
		select {
		case err := <-p.exited:
			return fmt.Errorf("pallet exited before it was ready (%v); log: %s", err, tail(p.logPath))
		default:
		}
		resp, err := client.Get(p.base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				p.ready = time.Since(began)
				return nil
			}
		}
		time.Sleep(2 * time.Millisecond)
	}
	return fmt.Errorf("pallet not ready after %s; log: %s", limit, tail(p.logPath))
}

// stop asks for a graceful shutdown, then kills after 20 s.
func (p *pallet) stop() {
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.exited:
	case <-time.After(20 * time.Second):
		_ = p.cmd.Process.Kill()
		<-p.exited
	}
}

// dieWithParent has the kernel send SIGTERM to a child if the bench dies
// first (Ctrl-C, a kill), so no server outlives it.
func dieWithParent() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
}

// freeAddr asks the kernel for a free loopback port.
func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// tail is the end of a log file, for error messages.
func tail(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	s := strings.TrimSpace(string(data))
	if len(s) > 1500 {
		s = "…" + s[len(s)-1500:]
	}
	return s
}

// errNoNginx marks the nginx comparison as not measured.
var errNoNginx = errors.New("nginx not installed: apt-get install -y nginx")
