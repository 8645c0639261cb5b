// Package pdftext reads PDFs back as text in tests, with poppler's
// pdftotext, as a reader's copy and paste would see them.
package pdftext

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// Of is pdf's text laid out as on the page.
func Of(t testing.TB, pdf []byte) string {
	t.Helper()
	tool := requireTool(t, "pdftotext")
	path := filepath.Join(t.TempDir(), "doc.pdf")
	require.NoError(t, os.WriteFile(path, pdf, 0o600))
	out, err := exec.Command(tool, "-layout", "-enc", "UTF-8", path, "-").Output()
	require.NoError(t, err, "pdftotext could not read the PDF")
	return string(out)
}

// requireTool finds a poppler-utils program; CI (PALLET_REQUIRE_SERVICES=1)
// fails without it, a developer's machine skips.
func requireTool(t testing.TB, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err == nil {
		return path
	}
	if os.Getenv("PALLET_REQUIRE_SERVICES") == "1" {
		t.Fatalf("%s is required (apt-get install poppler-utils)", name)
	}
	t.Skipf("%s is not installed (apt-get install poppler-utils)", name)
	return ""
}
