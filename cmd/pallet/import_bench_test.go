package main

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// A catalogue import of new products into a fresh sqlite store, as the
// import route runs it less HTTP (PALLET_BENCH_IMPORT_ROWS rows, 20,000
// unless set):
//
//	PALLET_BENCH_IMPORT_ROWS=100000 go test -run '^$' -bench CatalogueImport -benchtime 1x -cpuprofile cpu.out ./cmd/pallet
func BenchmarkCatalogueImport(b *testing.B) {
	rows := 20_000
	if n, err := strconv.Atoi(os.Getenv("PALLET_BENCH_IMPORT_ROWS")); err == nil && n > 0 {
		rows = n
	}
	var file bytes.Buffer
	file.WriteString("sku,name,brand,category,priceCents,stock,minOrderQuantity,priceBreaks,attributes,descriptions,img\n")
	for i := range rows {
		fmt.Fprintf(&file, "BENCH-%06d,Bench SSD %d,Acme,,%d,%d,100,500:9500;1000:9000,,A drive imported by the benchmark,/catalogue/ssd.svg\n",
			i, i, 10000+i%500, 1000+i%9000)
	}
	admin := domain.User{ID: "bench-admin", Email: "bench-admin@example.com", Role: domain.RoleAdmin}
	for b.Loop() {
		b.StopTimer()
		env := map[string]string{"PALLET_STORE": "sqlite", "PALLET_DATA_DIR": b.TempDir(), "PALLET_ADDR": "127.0.0.1:0"}
		cfg, err := config.Load(func(k string) string { return env[k] }, "", "")
		require.NoError(b, err)
		var imports *app.ImportProducts
		fxApp := fxtest.New(b, serverOptions(cfg, slog.New(slog.NewTextHandler(io.Discard, nil))), fx.Populate(&imports))
		fxApp.RequireStart()
		b.StartTimer()
		res, err := imports.Handle(b.Context(), admin, bytes.NewReader(file.Bytes()), false)
		b.StopTimer()
		require.NoError(b, err)
		require.Equal(b, rows, res.Created, "%v", res.Errors)
		fxApp.RequireStop()
		b.StartTimer()
	}
}
