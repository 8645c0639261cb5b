package main

import (
	"go/ast"
	"go/build/constraint"
	"go/parser"
	"go/token"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// noRacePrefix names the tests of files built only without the race
// detector (//go:build !race). make test's race pass leaves those files
// out, and its pass without the race detector runs this package with
// -run '^TestNoRace', so a test runs in exactly one of them.
const noRacePrefix = "TestNoRace"

// A test in a !race file without the prefix would run in neither pass, and
// one with the prefix elsewhere in both.
func TestTestsLeftOutOfTheRacePassAreNamedForTheirOwn(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*_test.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	var noRace int
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments|parser.SkipObjectResolution)
		require.NoError(t, err)
		withoutRaceOnly := builtOnlyWithoutRace(t, f)
		for _, test := range testFuncs(f) {
			prefixed := strings.HasPrefix(test, noRacePrefix)
			if withoutRaceOnly {
				noRace++
				assert.True(t, prefixed, "%s in %s (//go:build !race) must be named %s…", test, name, noRacePrefix)
			} else {
				assert.False(t, prefixed, "%s in %s runs under -race too: rename it, or build its file with //go:build !race", test, name)
			}
		}
	}
	assert.NotZero(t, noRace, "the pass without race finds its tests")
}

// builtOnlyWithoutRace is whether f's build constraint keeps it out of a
// -race build and in a plain one.
func builtOnlyWithoutRace(t *testing.T, f *ast.File) bool {
	for _, group := range f.Comments {
		if group.Pos() > f.Package {
			break
		}
		for _, c := range group.List {
			if !constraint.IsGoBuild(c.Text) {
				continue
			}
			expr, err := constraint.Parse(c.Text)
			require.NoError(t, err)
			plain := func(tag string) bool { return tag == "unix" || tag == runtime.GOOS || tag == runtime.GOARCH }
			return expr.Eval(plain) && !expr.Eval(func(tag string) bool { return plain(tag) || tag == "race" })
		}
	}
	return false
}

func testFuncs(f *ast.File) []string {
	var names []string
	for _, decl := range f.Decls {
		if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv == nil && strings.HasPrefix(fn.Name.Name, "Test") && fn.Name.Name != "TestMain" {
			names = append(names, fn.Name.Name)
		}
	}
	return names
}
