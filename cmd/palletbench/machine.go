package main

import (
	"debug/buildinfo"
	"os"
	"runtime"
	"strconv"
	"strings"
)

// machineInfo says what the figures were measured on.
type machineInfo struct {
	cpus      int
	cpuModel  string
	kernel    string
	goVersion string // of the measured binary
	memGB     float64
}

func describeMachine(bin string) machineInfo {
	m := machineInfo{cpus: runtime.NumCPU(), cpuModel: "unknown", goVersion: runtime.Version()}
	if info, err := buildinfo.ReadFile(bin); err == nil {
		m.goVersion = info.GoVersion
	}
	if data, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		m.cpuModel = procField(string(data), "model name")
	}
	if data, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		m.kernel = strings.TrimSpace(string(data))
	}
	if data, err := os.ReadFile("/proc/meminfo"); err == nil {
		kib, _ := strconv.ParseFloat(strings.TrimSuffix(procField(string(data), "MemTotal"), " kB"), 64)
		m.memGB = kib * 1024 / 1e9
	}
	return m
}

// procField is the value of the first "name : value" line of a /proc file.
func procField(text, name string) string {
	for line := range strings.SplitSeq(text, "\n") {
		k, v, ok := strings.Cut(line, ":")
		if ok && strings.TrimSpace(k) == name {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}

// loadAverage is /proc/loadavg's 1-minute figure: other work on a shared
// machine shows here.
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(data))[:3], " ")
}
