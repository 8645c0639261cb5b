package deploy_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The image ships the binary make build gives: stripped, without gin's msgpack codec.
func TestTheImageIsBuiltWithMakeBuildsFlags(t *testing.T) {
	makefile, err := os.ReadFile("../Makefile")
	require.NoError(t, err)
	flags := regexp.MustCompile(`(?m)^GO_BUILD_FLAGS := (.+)$`).FindSubmatch(makefile)
	require.NotNil(t, flags, "the Makefile sets GO_BUILD_FLAGS")
	dockerfile, err := os.ReadFile("Dockerfile")
	require.NoError(t, err)
	build := regexp.MustCompile(`go build ([^\n]+) -o /out/pallet`).FindSubmatch(dockerfile)
	require.NotNil(t, build, "the Dockerfile builds /out/pallet")
	// The same words, whichever quotes each file's shell needs.
	unquote := strings.NewReplacer(`'`, ``, `"`, ``)
	assert.Equal(t, unquote.Replace(string(flags[1])), unquote.Replace(string(build[1])))
	assert.Contains(t, string(flags[1]), "-tags nomsgpack")
	assert.Contains(t, string(flags[1]), "-s -w")
}
