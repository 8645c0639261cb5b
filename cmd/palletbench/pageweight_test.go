package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const viteIndex = `<!doctype html><html><head>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
<link rel="stylesheet" crossorigin href="/assets/index-C3.css">
<script src="/legacy.js"></script>
</head><body><div id="root"></div></body></html>`

func TestFirstLoadAssetsAreModuleScriptsPreloadsAndStylesheets(t *testing.T) {
	got := firstLoadAssets(viteIndex)
	assert.Equal(t, []asset{
		{path: "/assets/index-A1.js", kind: "js"},
		{path: "/assets/vendor-B2.js", kind: "js"},
		{path: "/assets/index-C3.css", kind: "css"},
	}, got)
}

func TestPageWeightGzipsEachFirstLoadAssetAndCountsTheRestAsLazy(t *testing.T) {
	dist := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dist, "assets"), 0o755))
	write := func(name, content string) {
		require.NoError(t, os.WriteFile(filepath.Join(dist, name), []byte(content), 0o644))
	}
	write("index.html", viteIndex)
	write("assets/index-A1.js", strings.Repeat("console.log('pallet');", 500))
	write("assets/vendor-B2.js", "export const x = 1;")
	write("assets/index-C3.css", strings.Repeat("body{margin:0}", 200))
	write("assets/AdminPage-D4.js", "export default function Admin() {}")

	w, err := measurePageWeight(dist)
	require.NoError(t, err)
	require.Len(t, w.assets, 3)
	assert.Equal(t, 11000, w.assets[0].raw)
	assert.Less(t, w.assets[0].gzipd, 200, "repetitive JS compresses well")
	assert.Equal(t, w.assets[0].gzipd+w.assets[1].gzipd, w.jsGzip)
	assert.Equal(t, w.assets[2].gzipd, w.cssGzip)
	assert.Equal(t, 1, w.lazyJS)
	assert.Positive(t, w.lazyJSGzip)
}

func TestPageWeightNamesAMissingBuild(t *testing.T) {
	_, err := measurePageWeight(t.TempDir())
	assert.ErrorContains(t, err, "make build")
}
