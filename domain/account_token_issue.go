package domain

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"time"
)

// How long a mailed link works.
const (
	PasswordResetTTL = time.Hour
	VerifyEmailTTL   = 7 * 24 * time.Hour
)

// NewSecretToken is 32 random bytes as 43 base64url characters: a session
// or link token that can't be guessed.
func NewSecretToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // crypto/rand never fails on supported platforms
	return base64.RawURLEncoding.EncodeToString(b)
}

// HashToken is how a secret token is kept: a leaked table of hashes can't
// be replayed as tokens.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// NewAccountToken makes a single-use link token for the user: the raw token
// to mail, and the record to keep, which holds only its hash.
func NewAccountToken(userID, purpose string, ttl time.Duration, now time.Time) (string, AccountToken) {
	raw := NewSecretToken()
	return raw, AccountToken{Hash: HashToken(raw), UserID: userID, Purpose: purpose, ExpiresAt: now.Add(ttl)}
}
