package main

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"syscall"
	"time"
)

// nginx serves the catalogue bytes as a static file: the physical limit of
// this machine for one HTTP response of that size.
type nginx struct {
	cmd    *exec.Cmd
	base   string
	exited chan error
	dir    string
}

func (n *nginx) pid() int { return n.cmd.Process.Pid }

// findNginx is `command -v nginx`, plus /usr/sbin for users whose PATH lacks it.
func findNginx() (string, error) {
	if p, err := exec.LookPath("nginx"); err == nil {
		return p, nil
	}
	if st, err := os.Stat("/usr/sbin/nginx"); err == nil && !st.IsDir() {
		return "/usr/sbin/nginx", nil
	}
	return "", errNoNginx
}

// startNginx writes body to dir/www/catalogue.json and serves it at
// /api/products (any query) on a free loopback port.
func startNginx(bin, dir string, body []byte) (*nginx, error) {
	for _, d := range []string{"www", "temp", "logs"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			return nil, err
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "www", "catalogue.json"), body, 0o644); err != nil {
		return nil, err
	}
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	conf := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(conf, []byte(nginxConfig(dir, addr, runAsDirective())), 0o644); err != nil {
		return nil, err
	}
	errLog := filepath.Join(dir, "logs", "error.log")
	cmd := exec.Command(bin, "-p", dir, "-c", conf, "-e", errLog)
	cmd.SysProcAttr = dieWithParent() // its output goes to errLog
	n := &nginx{cmd: cmd, base: "http://" + addr, exited: make(chan error, 1), dir: dir}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start nginx: %w", err)
	}
	go func() { n.exited <- cmd.Wait() }()
	if err := n.waitServing(); err != nil {
		n.stop()
		return nil, fmt.Errorf("%w; error log: %s", err, tail(errLog))
	}
	return n, nil
}

// nginxConfig is a self-contained config: no file outside dir is read or
// written, no access log, keep-alive as long as the client wants it.
func nginxConfig(dir, addr, runAs string) string {
	return fmt.Sprintf(`daemon off;
master_process on;
worker_processes 2;
%[3]spid %[1]s/nginx.pid;
error_log %[1]s/logs/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path %[1]s/temp/client_body;
    proxy_temp_path %[1]s/temp/proxy;
    fastcgi_temp_path %[1]s/temp/fastcgi;
    uwsgi_temp_path %[1]s/temp/uwsgi;
    scgi_temp_path %[1]s/temp/scgi;
    types { }
    default_type application/json;
    sendfile on;
    tcp_nodelay on;
    keepalive_timeout 65;
    keepalive_requests 1000000;
    server {
        listen %[2]s;
        root %[1]s/www;
        location = /api/products { try_files /catalogue.json =404; }
    }
}
`, dir, addr, runAs)
}

// runAsDirective keeps nginx's workers on the current user: as root, nginx
// would otherwise drop them to "nobody", who may not read the temp dir.
func runAsDirective() string {
	if os.Geteuid() != 0 {
		return "" // the user directive only applies to a root master
	}
	u, err := user.Current()
	if err != nil {
		return ""
	}
	group := u.Username
	if g, err := user.LookupGroupId(u.Gid); err == nil {
		group = g.Name
	}
	return fmt.Sprintf("user %s %s;\n", u.Username, group)
}

func (n *nginx) waitServing() error {
	client := &http.Client{Timeout: time.Second}
	for range 500 {
		select {
		case err := <-n.exited:
			return fmt.Errorf("nginx exited at start (%v)", err)
		default:
		}
		if resp, err := client.Get(n.base + "/api/products?page=1&limit=24"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
			return fmt.Errorf("nginx answered HTTP %d", resp.StatusCode)
		}
		time.Sleep(10 * time.Millisecond)
	}
	return fmt.Errorf("nginx not serving after 5 s")
}

// stop is nginx's fast shutdown (SIGTERM), then a kill after 10 s.
func (n *nginx) stop() {
	_ = n.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-n.exited:
	case <-time.After(10 * time.Second):
		_ = n.cmd.Process.Kill()
		<-n.exited
	}
}

// startNginxWith serves body as the catalogue's first page from nginx,
// checked to answer those very bytes; with no nginx on this machine, it
// says why instead.
func startNginxWith(dir string, body []byte) (n *nginx, missing string, err error) {
	bin, err := findNginx()
	if err != nil {
		return nil, err.Error(), nil
	}
	if n, err = startNginx(bin, filepath.Clean(dir), body); err != nil {
		return nil, "", err
	}
	if err := n.sameBytes(body); err != nil {
		n.stop()
		return nil, "", err
	}
	return n, "", nil
}

// sameBytes checks nginx returns exactly what Pallet did.
func (n *nginx) sameBytes(want []byte) error {
	got, hdr, err := fetch(http.DefaultClient, n.base+"/api/products?page=1&limit=24")
	if err != nil {
		return err
	}
	if !bytes.Equal(got, want) || hdr.Get("Content-Type") != "application/json" {
		return fmt.Errorf("nginx does not serve the identical catalogue bytes (%d vs %d bytes, %s)",
			len(got), len(want), hdr.Get("Content-Type"))
	}
	return nil
}
