package main

import (
	"time"
)

// comparedRounds is how many turns each server gets when two are compared.
const comparedRounds = 4

// contender is a server to compare: its name for the report, its process
// (for CPU), and the load to put on it.
type contender struct {
	server string
	pid    int
	spec   loadSpec
}

// loadInTurns compares two servers on the same load in alternating turns
// (a, b, a, b …, rounds each) and adds up each one's turns. Run back to
// back, the two measured the machine as much as the servers: its speed
// drifts by a tenth and more within minutes (nginx alone, in two quick runs
// minutes apart, served 12,668 and 17,428 req/s), and the first of the pair
// also ran straight after the heavier uncached load. Each turn has its share
// of the warm-up and of the measured time.
func loadInTurns(a, b contender, rounds int) (loadRow, loadRow, error) {
	var turns [2][]loadRow
	for range rounds {
		for i, c := range [2]contender{a, b} {
			row, err := loadOn(c.server, c.pid, c.spec.turn(rounds))
			turns[i] = append(turns[i], row)
			if err != nil {
				return combine(turns[0]), combine(turns[1]), err
			}
		}
	}
	return combine(turns[0]), combine(turns[1]), nil
}

// turn is one of rounds turns of s: its share of the warm-up and of the run.
func (s loadSpec) turn(rounds int) loadSpec {
	s.warmup /= time.Duration(rounds)
	s.duration /= time.Duration(rounds)
	return s
}

// combine adds up the turns of one server as if they were one run; the CPU
// shares are averaged over the measured time.
func combine(turns []loadRow) loadRow {
	if len(turns) == 0 {
		return loadRow{}
	}
	out := turns[0]
	out.latencies = append(latencies(nil), turns[0].latencies...)
	out.serverCPU, out.loaderCPU = 0, 0
	for i, t := range turns {
		if i > 0 {
			out.requests += t.requests
			out.errors += t.errors
			out.bytes += t.bytes
			out.elapsed += t.elapsed
			out.latencies = append(out.latencies, t.latencies...)
			out.peakRSSKB = max(out.peakRSSKB, t.peakRSSKB)
			if out.firstErr == "" {
				out.firstErr = t.firstErr
			}
		}
		out.serverCPU += t.serverCPU * t.elapsed.Seconds()
		out.loaderCPU += t.loaderCPU * t.elapsed.Seconds()
	}
	out.serverCPU /= out.elapsed.Seconds()
	out.loaderCPU /= out.elapsed.Seconds()
	return out
}
