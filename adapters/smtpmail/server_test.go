package smtpmail

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"math/big"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
	"github.com/stretchr/testify/require"
)

// received is one message the test server accepted.
type received struct {
	from     string
	to       []string
	data     []byte
	username string // who authenticated, if anyone
	tls      bool
}

// testServer is a real SMTP server on 127.0.0.1 that records what it receives.
type testServer struct {
	host string
	port int

	mu       sync.Mutex
	messages []received
	// refuse, when set, is the server's answer to every DATA.
	refuse *smtp.SMTPError
	// password, when set, is required: AUTH PLAIN as "shop" with it.
	password string
}

type serverMode int

const (
	plainText   serverMode = iota // no TLS at all
	startTLS                      // offers STARTTLS
	implicitTLS                   // TLS from the first byte
)

// startServer serves SMTP until the test ends; cert is the server's
// certificate for TLS modes.
func startServer(t *testing.T, mode serverMode, cert tls.Certificate, configure func(*testServer)) *testServer {
	t.Helper()
	ts := &testServer{}
	if configure != nil {
		configure(ts)
	}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		_, isTLS := c.TLSConnectionState()
		return &session{server: ts, msg: received{tls: isTLS}, conn: c}, nil
	}))
	srv.Domain = "127.0.0.1"
	srv.ReadTimeout, srv.WriteTimeout = 5*time.Second, 5*time.Second
	srv.AllowInsecureAuth = mode == plainText
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	switch mode {
	case startTLS:
		srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}}
	case implicitTLS:
		ln = tls.NewListener(ln, &tls.Config{Certificates: []tls.Certificate{cert}})
	}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	addr := ln.Addr().(*net.TCPAddr)
	ts.host, ts.port = "127.0.0.1", addr.Port
	return ts
}

func (ts *testServer) received() []received {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return append([]received(nil), ts.messages...)
}

type session struct {
	server *testServer
	conn   *smtp.Conn
	msg    received
}

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, username, password string) error {
		if username != "shop" || password != s.server.password {
			return errors.New("invalid username or password")
		}
		s.msg.username = username
		return nil
	}), nil
}

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	if s.server.password != "" && s.msg.username == "" {
		return smtp.ErrAuthRequired
	}
	s.msg.from = from
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.msg.to = append(s.msg.to, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if s.server.refuse != nil {
		return s.server.refuse
	}
	_, s.msg.tls = s.conn.TLSConnectionState()
	s.msg.data = data
	s.server.mu.Lock()
	s.server.messages = append(s.server.messages, s.msg)
	s.server.mu.Unlock()
	return nil
}

func (s *session) Reset()        { s.msg = received{username: s.msg.username} }
func (s *session) Logout() error { return nil }

// selfSigned is a certificate for 127.0.0.1 and a client config trusting it.
func selfSigned(t *testing.T) (tls.Certificate, *tls.Config) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	parsed, err := x509.ParseCertificate(der)
	require.NoError(t, err)
	roots := x509.NewCertPool()
	roots.AddCert(parsed)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, &tls.Config{RootCAs: roots, ServerName: "127.0.0.1"}
}
