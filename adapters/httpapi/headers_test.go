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
