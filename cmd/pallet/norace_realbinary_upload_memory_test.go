//go:build unix && !race

// It runs in the pass without the race detector: the binary it measures is
// built without it anyway, and the test's own work (encoding a 12-megapixel
// photo to send) is pixel work the detector slows many times over.

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rssCeiling is the most resident memory pallet may ever reach while
// uploads arrive at once: under the 256 MiB pod limit plus headroom.
const rssCeiling = 300 << 20

const concurrentUploads = 8

// TestNoRaceRealBinaryUploadMemory sends bursts of uploads to the real binary
// and reads the process's peak resident memory (VmHWM) from /proc. It is a
// memory ceiling, not a timing test.
func TestNoRaceRealBinaryUploadMemory(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	// The photos decode one at a time (each fits the budget alone): on a loaded machine the last
	// waits for seven decodes of 10-15 s, past the default 60 s write timeout. This measures
	// memory, not time, so the server waits as long as the client does.
	p := startPallet(t, buildPallet(t), t.TempDir(), map[string]string{"PALLET_WRITE_TIMEOUT": "6m"})
	t.Logf("peak RSS at start: %d MiB", peakRSS(t, p)>>20) // skips where there is no /proc
	token, _ := p.signUp(t, "uploader")

	bomb := blankRGBAPNG(t, 5000, 5000, 16) // ~200 MB once decoded: more than the whole budget
	statuses := uploadAtOnce(t, p, token, bomb)
	for _, st := range statuses {
		assert.Equal(t, http.StatusRequestEntityTooLarge, st.code, st.body)
		assert.Contains(t, st.body, `"The image is too large"`)
	}

	// The reviewed one: 93 KB of 8-bit grey with a tRNS chunk, 384 MB once
	// decoded (NRGBA, not 1 byte a pixel): more than the whole budget too.
	greyBomb := blankGreyPNGWithTRNS(t, 60000, 1600)
	for _, st := range uploadAtOnce(t, p, token, greyBomb) {
		assert.Equal(t, http.StatusRequestEntityTooLarge, st.code, st.body)
	}

	t.Logf("peak RSS after the bombs: %d MiB", peakRSS(t, p)>>20)
	photo := photoJPEG(t, 4000, 3000) // 12 megapixels, ~4 MB: fits the budget alone, so these decode one by one
	for _, st := range uploadAtOnce(t, p, token, photo) {
		assert.Equal(t, http.StatusCreated, st.code, st.body)
	}

	peak := peakRSS(t, p)
	t.Logf("peak RSS after %d bombs and %d photos at once: %d MiB", concurrentUploads, concurrentUploads, peak>>20)
	assert.Less(t, peak, uint64(rssCeiling), "peak resident memory (VmHWM)")
}

type uploadAnswer struct {
	code int
	body string
}

// uploadAtOnce starts concurrentUploads uploads of data together and
// returns their answers.
func uploadAtOnce(t *testing.T, p *palletProcess, token string, data []byte) []uploadAnswer {
	t.Helper()
	body := imageUpload(t, "image", data)
	// Photos decode one at a time: on a loaded machine the last of eight
	// waits for seven decodes, so the wait is long. Only the memory is measured.
	client := &http.Client{Timeout: 6 * time.Minute}
	answers := make([]uploadAnswer, concurrentUploads)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range answers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			answers[i] = postUpload(client, p.base, token, body)
		}()
	}
	close(start)
	wg.Wait()
	return answers
}

func postUpload(client *http.Client, base, token string, body multipartBody) uploadAnswer {
	req, err := http.NewRequest("POST", base+"/api/uploads", bytes.NewReader(body.data))
	if err != nil {
		return uploadAnswer{body: err.Error()}
	}
	req.Header.Set("Content-Type", body.contentType)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := client.Do(req)
	if err != nil {
		return uploadAnswer{body: err.Error()}
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if !json.Valid(data) {
		return uploadAnswer{code: resp.StatusCode, body: "not JSON: " + string(data)}
	}
	return uploadAnswer{code: resp.StatusCode, body: string(data)}
}

// peakRSS reads VmHWM, the process's high-water mark of resident memory.
func peakRSS(t *testing.T, p *palletProcess) uint64 {
	t.Helper()
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
	if err != nil {
		t.Skipf("no /proc to read memory from: %v", err)
	}
	defer f.Close()
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		if rest, ok := strings.CutPrefix(lines.Text(), "VmHWM:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			require.NoError(t, err, "VmHWM line %q", lines.Text())
			return kb << 10
		}
	}
	t.Fatalf("no VmHWM in /proc/%d/status", p.cmd.Process.Pid)
	return 0
}
