//go:build race

package imaging

// raceDetector is true under -race, whose instrumentation allocates too, so
// tests that measure allocations can't run under it (make test runs them
// again without it).
const raceDetector = true
