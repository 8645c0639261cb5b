package domain

import "time"

// Upload is one stored image upload: where it is served, who sent it, how
// many bytes it takes, and when. The same URL can be uploaded more than
// once (image names are content hashes), so a URL can have several uploads.
type Upload struct {
	URL    string
	UserID string
	// ClientAddress is the network it came from: an IPv4 address or an
	// IPv6 /64; empty for uploads recorded before addresses were.
	ClientAddress string
	Bytes         int64
	CreatedAt     time.Time
}

// UnreferencedUploadGrace is how long an upload may stay unused before the
// sweep deletes it: long enough to finish the form it was uploaded for.
const UnreferencedUploadGrace = 24 * time.Hour

// ErrUploadQuotaReached refuses an upload that would take a user past the
// day's quota. It clears with time, so it is "too many requests".
var ErrUploadQuotaReached = &Error{Code: CodeTooManyRequests,
	Message: "You have reached today's upload limit. Please try again tomorrow."}

// ErrAddressUploadQuotaReached refuses an upload that would take the
// client address it comes from past the day's quota, whichever of the
// accounts behind it sends it.
var ErrAddressUploadQuotaReached = &Error{Code: CodeTooManyRequests,
	Message: "Today's upload limit for your network has been reached. Please try again tomorrow."}

// UploadQuota is how many bytes one user, or one client address, may
// upload per UTC day; 0 means no limit.
type UploadQuota int64

// DayStart is when the quota day holding t began (midnight UTC).
func (UploadQuota) DayStart(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// Check refuses an upload of size bytes when usedToday bytes are already
// stored today and the two together exceed the quota.
func (q UploadQuota) Check(usedToday, size int64) error {
	if q > 0 && usedToday+size > int64(q) {
		return ErrUploadQuotaReached
	}
	return nil
}
