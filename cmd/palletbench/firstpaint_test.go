package main

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFirstPaintIsJudgedByEachPagesMedian(t *testing.T) {
	r := parseFirstPaint([]byte(`{"/":[900,1200,1100,3000,1000],"/products":[1400,1600,1450,1700,1300]}`))
	require.NoError(t, r.err)
	assert.Equal(t, 1100*time.Millisecond, r.pages[0].median())
	assert.Equal(t, 1450*time.Millisecond, r.pages[1].median())
	assert.Equal(t, met, firstPaintTarget(r).verdict)

	slow := parseFirstPaint([]byte(`{"/":[900],"/products":[1600]}`))
	assert.Equal(t, notMet, firstPaintTarget(slow).verdict)
	assert.Contains(t, firstPaintTarget(slow).figure, "`/products` 1600 ms")
}

func TestFirstPaintSaysWhyItWasNotMeasured(t *testing.T) {
	assert.Error(t, parseFirstPaint([]byte(`{"/":[900]}`)).err, "every page needs runs")
	assert.Error(t, parseFirstPaint([]byte(`not json`)).err)
	r := firstPaintResult{err: errors.New("first paint: no chromium")}
	assert.Equal(t, notMeasured, firstPaintTarget(r).verdict)
	var b strings.Builder
	renderFirstPaint(&b, r)
	assert.Contains(t, b.String(), "Not measured: first paint: no chromium")
}
