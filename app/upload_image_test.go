package app

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

type keptImages struct{ saved [][]byte }

func (k *keptImages) SaveImage(_ context.Context, data []byte, _ string) (string, error) {
	k.saved = append(k.saved, data)
	return "/images/x.png", nil
}

func TestUploadsQueueForADecodeSlot(t *testing.T) {
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, image.NewRGBA(image.Rect(0, 0, 4, 4))))
	store := &keptImages{}
	h := NewUploadImage(store)

	url, err := h.Handle(context.Background(), buf.Bytes())
	require.NoError(t, err)
	assert.Equal(t, "/images/x.png", url)

	for i := 0; i < concurrentDecodes; i++ {
		h.decodes <- struct{}{} // every slot busy
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = h.Handle(ctx, buf.Bytes())
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err), "a caller that gives up while waiting gets a clear answer")
	assert.Len(t, store.saved, 1)
}
