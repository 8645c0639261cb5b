package main

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The first paint is measured in a real Chromium on Chrome DevTools' "Slow 4G" line with a 4×
// slower CPU, a cold cache every run (frontend/bench/first-paint.mjs).
const (
	firstPaintRuns = 5
	maxFirstPaint  = 1500 * time.Millisecond
)

var firstPaintPaths = []string{"/", "/products"}

type firstPaintPage struct {
	path string
	runs []time.Duration
}

func (p firstPaintPage) median() time.Duration {
	s := slices.Clone(p.runs)
	slices.Sort(s)
	return s[len(s)/2]
}

type firstPaintResult struct {
	pages []firstPaintPage
	err   error // not measured, and why
}

// measureFirstPaint runs the browser script from the repository root.
func measureFirstPaint(base string) firstPaintResult {
	args := append([]string{filepath.Join("frontend", "bench", "first-paint.mjs"), base, strconv.Itoa(firstPaintRuns)}, firstPaintPaths...)
	out, err := exec.Command("node", args...).Output()
	if err != nil {
		if exit, ok := err.(*exec.ExitError); ok {
			err = fmt.Errorf("%w: %s", err, strings.TrimSpace(lastLine(string(exit.Stderr))))
		}
		return firstPaintResult{err: fmt.Errorf("first paint: %w", err)}
	}
	return parseFirstPaint(out)
}

func parseFirstPaint(out []byte) firstPaintResult {
	var byPath map[string][]float64
	if err := json.Unmarshal(out, &byPath); err != nil {
		return firstPaintResult{err: fmt.Errorf("first paint: the script's answer: %w", err)}
	}
	var r firstPaintResult
	for _, path := range firstPaintPaths {
		page := firstPaintPage{path: path}
		for _, msecs := range byPath[path] {
			page.runs = append(page.runs, time.Duration(msecs*float64(time.Millisecond)))
		}
		if len(page.runs) == 0 {
			return firstPaintResult{err: fmt.Errorf("first paint: no runs for %s", path)}
		}
		r.pages = append(r.pages, page)
	}
	return r
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

func firstPaintTarget(r firstPaintResult) target {
	t := target{name: fmt.Sprintf("First paint ≤ %.1f s on Slow 4G with a 4× slower CPU (median of %d cold loads)", maxFirstPaint.Seconds(), firstPaintRuns)}
	if r.err != nil || len(r.pages) == 0 {
		t.figure, t.verdict = "not run", notMeasured
		if r.err != nil {
			t.figure = r.err.Error()
		}
		return t
	}
	figures, ok := make([]string, len(r.pages)), true
	for i, p := range r.pages {
		figures[i] = fmt.Sprintf("`%s` %d ms", p.path, p.median().Milliseconds())
		ok = ok && p.median() <= maxFirstPaint
	}
	t.figure, t.verdict = strings.Join(figures, ", "), judge(ok)
	return t
}

func renderFirstPaint(b *strings.Builder, r firstPaintResult) {
	fmt.Fprint(b, "## First paint: Slow 4G, 4× slower CPU\n\n")
	if r.err != nil {
		fmt.Fprintf(b, "Not measured: %s.\n\n", r.err)
		return
	}
	fmt.Fprintf(b, "First contentful paint in Chromium (`frontend/bench/first-paint.mjs`): 562.5 ms latency, 1.44 Mbit/s down, "+
		"CPU throttled 4×, a new browser context (cold cache) for each of %d loads. The server paints the navigation, "+
		"the hero and the catalogue's first products into the page, with the stylesheet inline, so the paint doesn't wait for the script bundle.\n\n", firstPaintRuns)
	fmt.Fprint(b, "| Page | Median | Loads |\n|---|---:|---|\n")
	for _, p := range r.pages {
		runs := make([]string, len(p.runs))
		for i, d := range p.runs {
			runs[i] = strconv.FormatInt(d.Milliseconds(), 10)
		}
		fmt.Fprintf(b, "| `%s` | %d ms | %s ms |\n", p.path, p.median().Milliseconds(), strings.Join(runs, ", "))
	}
	fmt.Fprint(b, "\n")
}
