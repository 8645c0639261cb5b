package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/adapters/httpapi"
	"github.com/palletshop/pallet/adapters/localauth"
	"github.com/palletshop/pallet/ports"
)

// shop is the whole server graph (memory store, local sign-in, test
// gateway, disk images) driven in-process through its HTTP handler.
type shop struct {
	t      *testing.T
	server *httpapi.Server
}

func newShop(t *testing.T, env map[string]string, extra ...fx.Option) *shop {
	t.Helper()
	base := map[string]string{"PALLET_STORE": "memory", "PALLET_DATA_DIR": t.TempDir(), "PALLET_ADDR": "127.0.0.1:0"}
	for k, v := range env {
		base[k] = v
	}
	cfg, err := config.Load(func(k string) string { return base[k] }, "", "")
	require.NoError(t, err)
	s := &shop{t: t}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	app := fxtest.New(t, serverOptions(cfg, log), fx.Decorate(fastPasswords), fx.Populate(&s.server), fx.Options(extra...))
	app.RequireStart()
	t.Cleanup(app.RequireStop)
	return s
}

// fastPasswords swaps in cheap bcrypt so tests don't spend seconds hashing.
func fastPasswords(users ports.UserRepository, creds ports.CredentialRepository) (ports.LocalAccounts, ports.TokenVerifier) {
	a := localauth.New(users, creds, localauth.Options{BcryptCost: 4})
	return a, a
}

type reply struct {
	Status int
	Body   []byte
	Header http.Header
}

func (r reply) JSON(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(r.Body, &m), string(r.Body))
	return m
}

// ErrorMessage returns error.message of an error reply.
func (r reply) ErrorMessage(t *testing.T) string {
	e, _ := r.JSON(t)["error"].(map[string]any)
	msg, _ := e["message"].(string)
	return msg
}

func (s *shop) do(method, path, token string, body any) reply {
	s.t.Helper()
	return s.doFrom("", method, path, token, body)
}

// doFrom is do from the client at addr ("host:port"); "" is httptest's
// default client, 192.0.2.1.
func (s *shop) doFrom(addr, method, path, token string, body any) reply {
	s.t.Helper()
	var rd io.Reader
	var jsonBody []byte
	contentType := "application/json"
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	case multipartBody:
		rd, contentType = bytes.NewReader(b.data), b.contentType
	case csvBody:
		rd, contentType = strings.NewReader(string(b)), "text/csv"
	default:
		data, err := json.Marshal(b)
		require.NoError(s.t, err)
		rd, jsonBody = bytes.NewReader(data), data
	}
	req := httptest.NewRequest(method, path, rd)
	if addr != "" {
		req.RemoteAddr = addr
	}
	if rd != nil {
		req.Header.Set("Content-Type", contentType)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	s.server.ServeHTTP(rec, req)
	r := reply{Status: rec.Code, Body: rec.Body.Bytes(), Header: rec.Header()}
	s.assertDocumented(method, path, r)
	s.assertDocumentedRequest(method, path, jsonBody, r)
	return r
}

// signUp creates a customer and returns its token and id.
func (s *shop) signUp(name string) (token, id string) {
	s.t.Helper()
	return s.signUpAs(name, fmt.Sprintf("%s-%d@example.com", strings.ToLower(name), nextSeq()))
}

// newClientAddress is a client address ("host:port") no other request of
// the test run has used.
func newClientAddress() string {
	n := nextSeq()
	return fmt.Sprintf("198.18.%d.%d:1234", n>>8&0xff, n&0xff)
}

func (s *shop) adminToken() string {
	s.t.Helper()
	r := s.do("POST", "/api/auth/login", "", map[string]string{"email": config.DevAdminEmail, "password": config.DevAdminPassword})
	require.Equal(s.t, http.StatusOK, r.Status, string(r.Body))
	return r.JSON(s.t)["token"].(string)
}

// firstProduct returns a seeded product that can take a minimum order.
func (s *shop) orderableProduct() map[string]any {
	s.t.Helper()
	r := s.do("GET", "/api/products?inStock=true&limit=1&sort=price_asc", "", nil)
	require.Equal(s.t, http.StatusOK, r.Status)
	items := r.JSON(s.t)["items"].([]any)
	require.NotEmpty(s.t, items)
	return items[0].(map[string]any)
}

func (s *shop) book(token string, product map[string]any) map[string]any {
	s.t.Helper()
	r := s.do("POST", "/api/bookings", token, map[string]any{
		"productId": product["id"], "quantity": product["minOrderQuantity"], "address": "1 Dock Road, Rotterdam", "phone": "+31 10 555 0100"})
	require.Equal(s.t, http.StatusCreated, r.Status, string(r.Body))
	return r.JSON(s.t)
}

var seq atomic.Int64

func nextSeq() int { return int(seq.Add(1)) }

// csvBody is sent as text/csv.
type csvBody string

type multipartBody struct {
	data        []byte
	contentType string
}

func imageUpload(t *testing.T, field string, content []byte) multipartBody {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	part, err := w.CreateFormFile(field, "photo.png")
	require.NoError(t, err)
	_, _ = part.Write(content)
	require.NoError(t, w.Close())
	return multipartBody{data: buf.Bytes(), contentType: w.FormDataContentType()}
}

func tinyPNG(t *testing.T) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 8, 6))
	for x := 0; x < 8; x++ {
		img.Set(x, 3, color.RGBA{R: 245, G: 165, B: 36, A: 255})
	}
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, img))
	return buf.Bytes()
}
