package app

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// waitLimit only bounds a test that would otherwise hang; nothing is timed.
const waitLimit = 5 * time.Second

// blockingDecodes stands in for the decoder: each call says it started and
// then waits to be released.
type blockingDecodes struct {
	started chan struct{}
	release chan struct{}
}

func newBlockingDecodes(n *ImageNormalizer) *blockingDecodes {
	b := &blockingDecodes{started: make(chan struct{}, 10), release: make(chan struct{})}
	n.normalize = func(inspectedImage, []byte) (NormalizedImage, error) {
		b.started <- struct{}{}
		<-b.release
		return NormalizedImage{Data: []byte("x")}, nil
	}
	return b
}

func (b *blockingDecodes) waitStarted(t *testing.T, why string) {
	t.Helper()
	select {
	case <-b.started:
	case <-time.After(waitLimit):
		t.Fatalf("no decode started: %s", why)
	}
}

func costOf(t *testing.T, data []byte) int64 {
	t.Helper()
	img, err := inspectImage(data)
	require.NoError(t, err)
	return img.cost
}

func normalizeAsync(n *ImageNormalizer, ctx context.Context, data []byte) <-chan error {
	done := make(chan error, 1)
	go func() {
		_, err := n.Normalize(ctx, data)
		done <- err
	}()
	return done
}

func TestDecodesShareOneBudgetAndWaitForIt(t *testing.T) {
	pic := encodePNG(t, testPicture(8, 8))
	n := NewImageNormalizer(2 * costOf(t, pic)) // room for two at a time
	decodes := newBlockingDecodes(n)

	first := normalizeAsync(n, context.Background(), pic)
	second := normalizeAsync(n, context.Background(), pic)
	decodes.waitStarted(t, "the first fits")
	decodes.waitStarted(t, "the second fits beside the first")

	// A third must wait: when its caller gives up it never decoded.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	select {
	case <-decodes.started:
		t.Fatal("a third decode started while the budget was full")
	case err := <-normalizeAsync(n, ctx, pic):
		assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err))
		assert.True(t, errors.Is(err, context.DeadlineExceeded), "the cause stays in the chain for the logs: %v", err)
	}

	fourth := normalizeAsync(n, context.Background(), pic)
	decodes.release <- struct{}{} // one of the first two finishes
	decodes.waitStarted(t, "the waiting upload gets the freed budget")
	decodes.release <- struct{}{}
	decodes.release <- struct{}{}
	for _, done := range []<-chan error{first, second, fourth} {
		require.NoError(t, <-done)
	}
	assert.True(t, n.budget.TryAcquire(n.budgetSize), "every decode gave its budget back")
}

func requireImageTooLarge(t testing.TB, err error) {
	t.Helper()
	var de *domain.Error
	require.True(t, errors.As(err, &de), "want *domain.Error, got %v", err)
	assert.Equal(t, domain.CodeTooLarge, de.Code)
	assert.Equal(t, "The image is too large", de.Message)
	assert.Equal(t, "The image is too large", de.Fields["image"])
}

func TestAnImageLargerThanTheWholeBudgetIsRefusedAtOnce(t *testing.T) {
	pic := encodePNG(t, testPicture(8, 8))
	n := NewImageNormalizer(costOf(t, pic) - 1)
	n.normalize = func(inspectedImage, []byte) (NormalizedImage, error) {
		t.Fatal("an image that can never fit must not be decoded")
		return NormalizedImage{}, nil
	}
	require.True(t, n.budget.TryAcquire(1), "even with part of the budget taken")
	_, err := n.Normalize(context.Background(), pic)
	requireImageTooLarge(t, err)
}

func TestFailedDecodesGiveTheirBudgetBack(t *testing.T) {
	n := NewImageNormalizer(DefaultDecodeBudgetBytes)
	pngHeaderOnly := encodePNG(t, testPicture(64, 64))[:60]
	_, err := n.Normalize(context.Background(), pngHeaderOnly)
	requireInvalidImage(t, err, msgUnreadableImage)
	assert.True(t, n.budget.TryAcquire(DefaultDecodeBudgetBytes))
}
