package main

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProcReadsThisProcess(t *testing.T) {
	rss, err := statusKB(os.Getpid(), "VmRSS")
	require.NoError(t, err)
	assert.Greater(t, rss, int64(1000), "a Go test binary uses more than 1 MB")

	_, err = statusKB(os.Getpid(), "NoSuchField")
	assert.Error(t, err)

	// burn CPU until the kernel's counter (in clock ticks) moves; the sink
	// keeps the compiler from removing the loop
	var cpu time.Duration
	for deadline := time.Now().Add(5 * time.Second); cpu == 0 && time.Now().Before(deadline); {
		for i := range 10_000_000 {
			burnSink += i * i
		}
		cpu, err = cpuTime(os.Getpid())
		require.NoError(t, err)
	}
	assert.Positive(t, cpu)
}

var burnSink int

func TestProcFieldFindsTheFirstMatch(t *testing.T) {
	text := "processor\t: 0\nmodel name\t: AMD EPYC 7B13\nprocessor\t: 1\nmodel name\t: other\n"
	assert.Equal(t, "AMD EPYC 7B13", procField(text, "model name"))
	assert.Equal(t, "unknown", procField(text, "flags"))
}
