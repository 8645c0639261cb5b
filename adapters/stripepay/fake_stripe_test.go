package stripepay

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// fakeStripe is a tiny stand-in for Stripe's API: it creates intents that
// echo the request (one per idempotency key, as Stripe does), serves and
// cancels intents the test configures, refunds each intent up to its
// amount in as many refunds as asked (a repeated idempotency key gets the
// first refund back), and can be told to fail.
type fakeStripe struct {
	t      *testing.T
	server *httptest.Server

	mu        sync.Mutex
	intents   map[string]map[string]any // id -> intent JSON object
	byKey     map[string]string         // idempotency key -> intent id
	refunded  map[string]int64          // intent id -> cents refunded so far
	refundFor map[string]map[string]any // idempotency key -> the refund it made
	requests  []*http.Request           // form already parsed
	failWith  func(w http.ResponseWriter)
	createdNo int
}

func newFakeStripe(t *testing.T) *fakeStripe {
	f := &fakeStripe{t: t, intents: map[string]map[string]any{}, byKey: map[string]string{}, refunded: map[string]int64{},
		refundFor: map[string]map[string]any{}}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/payment_intents", f.create)
	mux.HandleFunc("GET /v1/payment_intents/{id}", f.retrieve)
	mux.HandleFunc("POST /v1/payment_intents/{id}/cancel", f.cancel)
	mux.HandleFunc("POST /v1/refunds", f.refund)
	f.server = httptest.NewServer(f.record(mux))
	t.Cleanup(f.server.Close)
	return f
}

func (f *fakeStripe) gateway() *Gateway {
	return New(Options{SecretKey: "sk_test_fake", APIBase: f.server.URL, HTTPClient: f.server.Client()})
}

func (f *fakeStripe) record(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseForm(); err != nil {
			f.t.Errorf("fake stripe: bad form: %v", err)
		}
		f.mu.Lock()
		f.requests = append(f.requests, r)
		fail := f.failWith
		f.mu.Unlock()
		if fail != nil {
			fail(w)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// put stores an intent as GET /v1/payment_intents/{id} will return it.
func (f *fakeStripe) put(intent map[string]any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	intent["object"] = "payment_intent"
	f.intents[intent["id"].(string)] = intent
}

func (f *fakeStripe) lastRequest() *http.Request {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.requests) == 0 {
		f.t.Fatal("fake stripe got no request")
	}
	return f.requests[len(f.requests)-1]
}

func (f *fakeStripe) create(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	key := r.Header.Get("Idempotency-Key")
	if id, ok := f.byKey[key]; ok && key != "" {
		writeJSON(w, http.StatusOK, f.intents[id])
		return
	}
	f.createdNo++
	id := fmt.Sprintf("pi_fake_%d", f.createdNo)
	intent := map[string]any{
		"id": id, "object": "payment_intent", "client_secret": id + "_secret_x",
		"amount": json.Number(r.PostForm.Get("amount")), "currency": r.PostForm.Get("currency"),
		"status":   "requires_payment_method",
		"metadata": map[string]string{"order_id": r.PostForm.Get("metadata[order_id]")},
	}
	f.intents[id] = intent
	f.byKey[key] = id
	writeJSON(w, http.StatusOK, intent)
}

func (f *fakeStripe) retrieve(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	intent, ok := f.intents[r.PathValue("id")]
	if !ok {
		writeStripeError(w, http.StatusNotFound, "invalid_request_error", "resource_missing", "No such payment_intent")
		return
	}
	writeJSON(w, http.StatusOK, intent)
}

// cancel refuses, as Stripe does, an intent that succeeded, is processing
// or was already cancelled.
func (f *fakeStripe) cancel(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	intent, ok := f.intents[r.PathValue("id")]
	if !ok {
		writeStripeError(w, http.StatusNotFound, "invalid_request_error", "resource_missing", "No such payment_intent")
		return
	}
	switch status := intent["status"]; status {
	case "succeeded", "processing", "canceled":
		writeStripeError(w, http.StatusBadRequest, "invalid_request_error", "payment_intent_unexpected_state",
			fmt.Sprintf("You cannot cancel this PaymentIntent because it has a status of %s.", status))
		return
	}
	intent["status"] = "canceled"
	writeJSON(w, http.StatusOK, intent)
}

func (f *fakeStripe) refund(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	id := r.PostForm.Get("payment_intent")
	key := r.Header.Get("Idempotency-Key")
	if first, ok := f.refundFor[key]; ok && key != "" {
		writeJSON(w, http.StatusOK, first)
		return
	}
	if f.intents[id] == nil {
		writeStripeError(w, http.StatusNotFound, "invalid_request_error", "resource_missing", "No such payment_intent")
		return
	}
	var total int64 // an int when the test put the intent, a json.Number when it was created
	_, _ = fmt.Sscan(fmt.Sprint(f.intents[id]["amount"]), &total)
	amount := total - f.refunded[id] // Stripe refunds the rest when no amount is given
	if a := r.PostForm.Get("amount"); a != "" {
		_, _ = fmt.Sscan(a, &amount)
	}
	switch {
	case f.refunded[id] >= total:
		writeStripeError(w, http.StatusBadRequest, "invalid_request_error", "charge_already_refunded", "Charge has already been refunded.")
	case f.refunded[id]+amount > total:
		writeStripeError(w, http.StatusBadRequest, "invalid_request_error", "amount_too_large",
			fmt.Sprintf("Refund amount (%d) is greater than unrefunded amount on charge (%d)", amount, total-f.refunded[id]))
	default:
		f.refunded[id] += amount
		refund := map[string]any{"id": fmt.Sprintf("re_fake_%s_%d", id, len(f.refundFor)), "object": "refund", "payment_intent": id,
			"amount": amount, "status": "succeeded"}
		f.refundFor[key] = refund
		writeJSON(w, http.StatusOK, refund)
	}
}

// forgetIdempotencyKeys is Stripe a day later, when keys have expired.
func (f *fakeStripe) forgetIdempotencyKeys() {
	f.mu.Lock()
	defer f.mu.Unlock()
	clear(f.byKey)
	clear(f.refundFor)
}

func writeJSON(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}

func writeStripeError(w http.ResponseWriter, status int, typ, code, message string) {
	writeJSON(w, status, map[string]any{"error": map[string]string{"type": typ, "code": code, "message": message}})
}

// failing makes every request answer with the given error body.
func failing(status int, typ, code, message string) func(http.ResponseWriter) {
	return func(w http.ResponseWriter) { writeStripeError(w, status, typ, code, message) }
}

func failingWithPage(status int) func(http.ResponseWriter) {
	return func(w http.ResponseWriter) {
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(status)
		_, _ = w.Write([]byte(strings.Repeat("<html>Bad gateway</html>", 2)))
	}
}
