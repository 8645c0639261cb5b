package httpapi

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/palletshop/pallet/adapters/config"
)

func TestCSPAllowsOutsideOriginsOnlyInTheirMode(t *testing.T) {
	local := contentSecurityPolicy(config.Config{Payments: "test", Auth: "local"})
	assert.NotContains(t, local, "stripe.com")
	assert.NotContains(t, local, "googleapis.com")
	assert.Contains(t, local, "frame-ancestors 'none'")

	stripe := contentSecurityPolicy(config.Config{Payments: "stripe", Auth: "local"})
	assert.Contains(t, stripe, "https://js.stripe.com")
	assert.NotContains(t, stripe, "googleapis.com")

	firebase := contentSecurityPolicy(config.Config{Payments: "test", Auth: "firebase", FirebaseAuthDomain: "p.firebaseapp.com"})
	assert.Contains(t, firebase, "https://identitytoolkit.googleapis.com")
	assert.Contains(t, firebase, "https://p.firebaseapp.com")
	assert.NotContains(t, firebase, "stripe.com")
}

func TestAPathAnswersJSONOnlyWhenEveryMethodOnItDoes(t *testing.T) {
	json, csv := endpoint{}, endpoint{answers: "text/csv"}
	paths := jsonPaths([]route{
		{method: "GET", path: "/api/a", handle: json}, {method: "POST", path: "/api/a", handle: json},
		{method: "GET", path: "/api/b", handle: csv}, {method: "POST", path: "/api/b", handle: json},
		{method: "POST", path: "/api/c", handle: json}, {method: "GET", path: "/api/c", handle: csv},
	})
	assert.Equal(t, map[string]bool{"/api/a": true, "/api/b": false, "/api/c": false}, paths)
}
