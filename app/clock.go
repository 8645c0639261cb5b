// Package app holds Pallet's use cases: one small struct per file, each with
// a Handle method. It knows the ports, never the adapters.
package app

import "time"

// Clock tells the time; tests pass a fixed one.
type Clock func() time.Time

// SystemClock is the real clock, in UTC, at the millisecond precision every
// store keeps, so a write's answer matches later reads.
func SystemClock() Clock {
	return func() time.Time { return time.Now().UTC().Truncate(time.Millisecond) }
}
