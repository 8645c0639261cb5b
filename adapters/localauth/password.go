package localauth

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"

	"golang.org/x/crypto/bcrypt"
)

// bcrypt reads at most 72 bytes and the shop allows 128-character passwords,
// so the password is first digested to a fixed 44-byte string: every byte of
// it then counts, and no length is refused.
func prehash(password string) []byte {
	sum := sha256.Sum256([]byte(password))
	return []byte(base64.StdEncoding.EncodeToString(sum[:]))
}

func hashPassword(password string, cost int) (string, error) {
	h, err := bcrypt.GenerateFromPassword(prehash(password), cost)
	if err != nil {
		return "", fmt.Errorf("localauth: hash password: %w", err)
	}
	return string(h), nil
}

// comparePassword is a variable so tests can count the comparisons made.
var comparePassword = func(hash []byte, password string) error {
	return bcrypt.CompareHashAndPassword(hash, prehash(password))
}
