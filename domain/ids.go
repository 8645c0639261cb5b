package domain

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"regexp"
	"time"
)

// NewID returns a 24-hex-digit id, the same shape as a MongoDB ObjectID, so
// ids look alike whichever store is in use: the millisecond it was made
// (6 bytes), then 6 random bytes. Leading with the time appends each new
// row at the end of its table's id index instead of at a random page of it,
// which halves a large import (docs/decisions.md 34). Ids are names, not
// secrets (tokens are made apart); the random bytes still make them
// unguessable and give order references, the last eight digits, their
// spread.
func NewID() string {
	var b [12]byte
	ms := uint64(time.Now().UnixMilli())
	binary.BigEndian.PutUint16(b[:2], uint16(ms>>32))
	binary.BigEndian.PutUint32(b[2:6], uint32(ms))
	_, _ = rand.Read(b[6:])
	return hex.EncodeToString(b[:])
}

var idPattern = regexp.MustCompile(`^[0-9a-f]{24}$`)

// ValidID reports whether s has the shape of an id made by NewID.
func ValidID(s string) bool { return idPattern.MatchString(s) }
