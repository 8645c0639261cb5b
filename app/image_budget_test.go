package app

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// waitLimit only bounds a test that would otherwise hang; nothing is timed.
const waitLimit = 5 * time.Second

// pricedProcessor stands in for the image processor: every upload costs
// cost bytes, and process (when set) does the work.
type pricedProcessor struct {
	cost    int64
	process func() (ports.ProcessedImage, error)
}

func (p *pricedProcessor) Cost([]byte, []int) (int64, error) { return p.cost, nil }

func (p *pricedProcessor) Process([]byte, []int) (ports.ProcessedImage, error) {
	if p.process == nil {
		return ports.ProcessedImage{Picture: ports.Picture{Data: []byte("x")}}, nil
	}
	return p.process()
}

// blockingDecodes makes each Process call say it started and then wait to
// be released.
type blockingDecodes struct {
	started chan struct{}
	release chan struct{}
}

func newBlockingDecodes(p *pricedProcessor) *blockingDecodes {
	b := &blockingDecodes{started: make(chan struct{}, 10), release: make(chan struct{})}
	p.process = func() (ports.ProcessedImage, error) {
		b.started <- struct{}{}
		<-b.release
		return ports.ProcessedImage{Picture: ports.Picture{Data: []byte("x")}}, nil
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

func normalizeAsync(n *ImageNormalizer, ctx context.Context) <-chan error {
	done := make(chan error, 1)
	go func() {
		_, err := n.Normalize(ctx, []byte("a picture"))
		done <- err
	}()
	return done
}

func TestDecodesShareOneBudgetAndWaitForIt(t *testing.T) {
	processor := &pricedProcessor{cost: 1000}
	n := NewImageNormalizer(processor, 2000) // room for two at a time
	decodes := newBlockingDecodes(processor)

	first := normalizeAsync(n, context.Background())
	second := normalizeAsync(n, context.Background())
	decodes.waitStarted(t, "the first fits")
	decodes.waitStarted(t, "the second fits beside the first")

	// A third must wait: when its caller gives up it never decoded.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	select {
	case <-decodes.started:
		t.Fatal("a third decode started while the budget was full")
	case err := <-normalizeAsync(n, ctx):
		assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err))
		assert.True(t, errors.Is(err, context.DeadlineExceeded), "the cause stays in the chain for the logs: %v", err)
	}

	fourth := normalizeAsync(n, context.Background())
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
	processor := &pricedProcessor{cost: 1001, process: func() (ports.ProcessedImage, error) {
		t.Fatal("an image that can never fit must not be decoded")
		return ports.ProcessedImage{}, nil
	}}
	n := NewImageNormalizer(processor, 1000)
	require.True(t, n.budget.TryAcquire(1), "even with part of the budget taken")
	_, err := n.Normalize(context.Background(), []byte("a picture"))
	requireImageTooLarge(t, err)
}

func TestFailedDecodesGiveTheirBudgetBack(t *testing.T) {
	unreadable := domain.InvalidField("image", "This image could not be read")
	processor := &pricedProcessor{cost: 1000, process: func() (ports.ProcessedImage, error) { return ports.ProcessedImage{}, unreadable }}
	n := NewImageNormalizer(processor, 1000)
	_, err := n.Normalize(context.Background(), []byte("a picture"))
	assert.Equal(t, unreadable, err)
	assert.True(t, n.budget.TryAcquire(1000))
}

func TestTheShopsCopySidesArePricedIntoTheBudget(t *testing.T) {
	var asked []int
	processor := &pricedProcessor{cost: 1}
	n := NewImageNormalizer(costRecorder{processor, &asked}, 1000)
	_, err := n.Normalize(context.Background(), []byte("a picture"))
	require.NoError(t, err)
	assert.Equal(t, pictureCopySides, asked, "the cost asked for is the cost of the copies that are made")
}

// costRecorder notes the copy sides Cost was asked to price.
type costRecorder struct {
	*pricedProcessor
	asked *[]int
}

func (c costRecorder) Cost(data []byte, sides []int) (int64, error) {
	*c.asked = sides
	return c.pricedProcessor.Cost(data, sides)
}
