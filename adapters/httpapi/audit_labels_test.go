package httpapi

import (
	"os"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheAuditLogScreenNamesEveryActionTheServerRecords reads the actions
// domain/audit.go declares and the labels of the front end's audit log, so
// a new audited action can't reach the screen as a raw "company.terms".
func TestTheAuditLogScreenNamesEveryActionTheServerRecords(t *testing.T) {
	domainSrc, err := os.ReadFile("../../domain/audit.go")
	require.NoError(t, err)
	labels, err := os.ReadFile("../../frontend/src/features/audit/components/auditActions.ts")
	require.NoError(t, err)
	actions := regexp.MustCompile(`(?m)^\s*Audit\w+\s*=\s*"([a-z]+\.[a-z-]+)"`).FindAllStringSubmatch(string(domainSrc), -1)
	require.Greater(t, len(actions), 30, "the audited actions of domain/audit.go")
	for _, a := range actions {
		assert.Regexp(t, `'`+regexp.QuoteMeta(a[1])+`':\s*'[^']+'`, string(labels), "the audit log has no label for %q", a[1])
	}
}
