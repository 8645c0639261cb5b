package domain

import (
	"crypto/rand"
	"encoding/hex"
	"regexp"
)

// NewID returns a random 24-hex-digit id, the same shape as a MongoDB ObjectID,
// so ids look alike whichever store is in use.
func NewID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

var idPattern = regexp.MustCompile(`^[0-9a-f]{24}$`)

// ValidID reports whether s has the shape of an id made by NewID.
func ValidID(s string) bool { return idPattern.MatchString(s) }
