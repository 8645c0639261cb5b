//go:build !race

package imaging

const raceDetector = false
