package main

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"testing"
)

// One fuzz target per JSON write endpoint, each driving the real handler
// through the whole server graph. Their seed corpora (and any crasher
// saved under testdata/fuzz) run in plain `go test`; fuzz one with
//
//	go test -run '^$' -fuzz '^FuzzPlaceBookingBody$' -fuzztime 20s ./cmd/pallet/

func fuzzJSON(f *testing.F, method string, path func(*fuzzShop) string, token func(*fuzzShop) string, valid ...string) {
	addSeeds(f, valid...)
	s := newFuzzShop(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		s.requireSane(t, method, path(s), token(s), "application/json", body)
	})
}

func fuzzAt(p string) func(*fuzzShop) string { return func(*fuzzShop) string { return p } }

func (s *fuzzShop) anonymous() string   { return "" }
func (s *fuzzShop) asCustomer() string  { return s.customer }
func (s *fuzzShop) asAdmin() string     { return s.admin }
func (s *fuzzShop) productPath() string { return "/api/products/" + s.productID }
func (s *fuzzShop) confirmPath() string { return "/api/bookings/" + s.bookingID + "/payment/confirm" }
func (s *fuzzShop) shipPath() string    { return "/api/admin/bookings/" + s.paidBookingID + "/ship" }
func (s *fuzzShop) messagePath() string { return "/api/admin/messages/" + s.messageID }
func (s *fuzzShop) rolePath() string    { return "/api/users/" + s.userID + "/role" }

func fuzzBookingBody(productID string) string {
	return fmt.Sprintf(`{"productId":%q,"quantity":100,"address":"1 Dock Road","phone":"+31 10 555 0100","clientName":"Acme BV","productName":"x","totalPrice":1}`, productID)
}

func FuzzSignUpBody(f *testing.F) {
	fuzzJSON(f, "POST", fuzzAt("/api/auth/signup"), (*fuzzShop).anonymous,
		`{"name":"Ann","email":"ann@example.com","password":"secret123"}`, `{"name":"Ann","email":"ANN@EXAMPLE.COM ","password":"x"}`)
}

func FuzzLogInBody(f *testing.F) {
	fuzzJSON(f, "POST", fuzzAt("/api/auth/login"), (*fuzzShop).anonymous,
		`{"email":"fuzz@example.com","password":"secret123"}`, `{"email":"admin@pallet.test","password":"wrong"}`)
}

func FuzzPatchMeBody(f *testing.F) {
	fuzzJSON(f, "PATCH", fuzzAt("/api/me"), (*fuzzShop).asCustomer, `{"name":"New Name"}`, `{"photoUrl":"https://example.com/me.png"}`, `{"name":""}`)
}

func FuzzSetRoleBody(f *testing.F) {
	fuzzJSON(f, "PUT", (*fuzzShop).rolePath, (*fuzzShop).asAdmin, `{"role":"admin"}`, `{"role":"customer"}`, `{"role":""}`)
}

func FuzzAddProductBody(f *testing.F) {
	fuzzJSON(f, "POST", fuzzAt("/api/products"), (*fuzzShop).asAdmin,
		`{"name":"SSD","brand":"Samsung","priceCents":8999,"stock":5000,"descriptions":"1 TB","img":"/catalogue/ssd.svg","minOrderQuantity":100}`,
		`{"name":"SSD","brand":"Samsung","priceCents":100000001,"stock":10000001,"descriptions":"d","img":"//evil.example/x.png"}`)
}

func FuzzEditProductBody(f *testing.F) {
	fuzzJSON(f, "PATCH", (*fuzzShop).productPath, (*fuzzShop).asAdmin, `{"priceCents":4999}`, `{"stock":0,"minOrderQuantity":1}`, `{"name":null,"brand":""}`)
}

// FuzzPlaceBookingBody seeds with the product id the fuzz shop creates, so
// mutations reach the stock and minimum-order rules.
func FuzzPlaceBookingBody(f *testing.F) {
	addSeeds(f, fuzzBookingBody("000000000000000000000000"), `{"productId":"x","quantity":100}`)
	s := newFuzzShop(f)
	f.Add([]byte(fuzzBookingBody(s.productID)))
	f.Add([]byte(fmt.Sprintf(`{"productId":%q,"quantity":10000001,"address":"a","phone":"p"}`, s.productID)))
	f.Fuzz(func(t *testing.T, body []byte) {
		s.requireSane(t, "POST", "/api/bookings", s.customer, "application/json", body)
	})
}

func FuzzConfirmPaymentBody(f *testing.F) {
	fuzzJSON(f, "POST", (*fuzzShop).confirmPath, (*fuzzShop).asCustomer, validCard,
		`{"number":"4000000000000002","expMonth":12,"expYear":2099,"cvc":"123","name":"D","email":"d@example.com"}`,
		`{"paymentIntentId":"pi_123"}`, `{"number":"4242 4242 4242 4242","expMonth":13,"expYear":2000,"cvc":"1"}`)
}

func FuzzAddReviewBody(f *testing.F) {
	fuzzJSON(f, "POST", fuzzAt("/api/reviews"), (*fuzzShop).asCustomer,
		`{"review":"Great pallets","rating":5,"img":"/images/x.png"}`, `{"review":"Meh","rating":0,"img":"ftp://x"}`)
}

func FuzzContactBody(f *testing.F) {
	fuzzJSON(f, "POST", fuzzAt("/api/contact"), (*fuzzShop).anonymous, validContact, `{"email":"not-an-email","name":"","subject":"","message":""}`)
}

func FuzzShipBody(f *testing.F) {
	fuzzJSON(f, "POST", (*fuzzShop).shipPath, (*fuzzShop).asAdmin, `{"trackingNumber":"1Z999AA10123456784"}`, `{"trackingNumber":""}`)
}

func FuzzMarkMessageBody(f *testing.F) {
	fuzzJSON(f, "PATCH", (*fuzzShop).messagePath, (*fuzzShop).asAdmin, `{"read":true}`, `{"read":false}`)
}

// FuzzUploadBody sends arbitrary bytes as the image field of a well-formed
// multipart form, or (raw) as the whole multipart body.
func FuzzUploadBody(f *testing.F) {
	for _, seed := range uploadSeeds(f) {
		f.Add(seed, false)
		f.Add(seed, true)
	}
	f.Add([]byte("--fuzz\r\nContent-Disposition: form-data; name=\"image\"; filename=\"a.png\"\r\n\r\n\x89PNG\r\n--fuzz--\r\n"), true)
	f.Add([]byte("--fuzz\r\nContent-Disposition: form-data; name=\"other\"\r\n\r\nx\r\n--fuzz--\r\n"), true)
	f.Add([]byte("--fuzz\r\nContent-Disposition: form-data; name=\"image\"\r\n\r\nunterminated"), true)
	s := newFuzzShop(f)
	f.Fuzz(func(t *testing.T, data []byte, raw bool) {
		body, contentType := data, "multipart/form-data; boundary=fuzz"
		if !raw {
			body, contentType = imageForm(t, data)
		}
		s.requireSane(t, "POST", "/api/uploads", s.customer, contentType, body)
	})
}

func imageForm(t *testing.T, image []byte) ([]byte, string) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	part, err := w.CreateFormFile("image", "photo.png")
	if err != nil {
		t.Fatal(err)
	}
	_, _ = part.Write(image)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), w.FormDataContentType()
}
