package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// clockTicks is USER_HZ, the unit of /proc/<pid>/stat CPU times; it is 100
// on every Linux architecture Go supports.
const clockTicks = 100

// statusKB reads one "Name:  123 kB" line of /proc/<pid>/status.
func statusKB(pid int, field string) (int64, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, rest, ok := strings.Cut(sc.Text(), ":")
		if ok && name == field {
			return strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
		}
	}
	return 0, fmt.Errorf("/proc/%d/status has no %s", pid, field)
}

// cpuTime is the user plus system CPU a process has used so far.
func cpuTime(pid int) (time.Duration, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command name is in parentheses and may hold spaces; fields after it
	// start with state (field 3), so utime and stime are at 11 and 12 here.
	_, after, ok := strings.Cut(string(data), ") ")
	fields := strings.Fields(after)
	if !ok || len(fields) < 13 {
		return 0, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	utime, err1 := strconv.ParseInt(fields[11], 10, 64)
	stime, err2 := strconv.ParseInt(fields[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("/proc/%d/stat: bad CPU times", pid)
	}
	return time.Duration(utime+stime) * time.Second / clockTicks, nil
}

// childPIDs lists a process's direct children (nginx's workers).
func childPIDs(pid int) []int {
	data, _ := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", pid, pid))
	var out []int
	for _, f := range strings.Fields(string(data)) {
		if n, err := strconv.Atoi(f); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// processCPU is the CPU used by pid and, if asked, its direct children.
func processCPU(pid int, children bool) time.Duration {
	total, _ := cpuTime(pid)
	if !children {
		return total
	}
	for _, c := range childPIDs(pid) {
		t, _ := cpuTime(c)
		total += t
	}
	return total
}

// cpuMeter measures the share of one core a process tree used over a window
// (100 % = one core busy).
type cpuMeter struct {
	pid      int
	children bool
	cpu0     time.Duration
	wall0    time.Time
}

func startCPUMeter(pid int, children bool) cpuMeter {
	return cpuMeter{pid: pid, children: children, cpu0: processCPU(pid, children), wall0: time.Now()}
}

func (m cpuMeter) percent() float64 {
	return 100 * (processCPU(m.pid, m.children) - m.cpu0).Seconds() / time.Since(m.wall0).Seconds()
}

// rssSampler records the highest VmRSS of a process while it runs.
type rssSampler struct {
	pid  int
	mu   sync.Mutex
	peak int64
	stop chan struct{}
	done chan struct{}
}

func sampleRSS(pid int) *rssSampler {
	s := &rssSampler{pid: pid, stop: make(chan struct{}), done: make(chan struct{})}
	go s.loop()
	return s
}

func (s *rssSampler) loop() {
	defer close(s.done)
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		if kb, err := statusKB(s.pid, "VmRSS"); err == nil {
			s.mu.Lock()
			s.peak = max(s.peak, kb)
			s.mu.Unlock()
		}
		select {
		case <-s.stop:
			return
		case <-tick.C:
		}
	}
}

// Stop ends sampling and returns the peak in kB.
func (s *rssSampler) Stop() int64 {
	close(s.stop)
	<-s.done
	return s.peak
}
