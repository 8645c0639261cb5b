// Command pallet serves the Pallet shop and runs its maintenance steps.
//
//	pallet [serve] [-addr HOST:PORT] [-data DIR]
//	pallet migrate | seed | healthcheck
//	pallet admin grant|revoke EMAIL
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"

	"github.com/palletshop/pallet/adapters/config"
)

func main() {
	os.Exit(run(os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

func run(args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	cmd, rest := "serve", args
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, rest = args[0], args[1:]
	}
	fs := flag.NewFlagSet("pallet "+cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "", "listen address (PALLET_ADDR)")
	data := fs.String("data", "", "data directory (PALLET_DATA_DIR)")
	if err := fs.Parse(rest); err != nil {
		return 2
	}
	cfg, err := config.Load(getenv, *addr, *data)
	if err != nil {
		fmt.Fprintln(stderr, "pallet: "+err.Error())
		return 1
	}
	if cmd != "healthcheck" {
		if err := checkDataDir(cfg); err != nil {
			fmt.Fprintln(stderr, "pallet: "+err.Error())
			return 1
		}
	}
	log := newLogger(cfg, stderr)
	if err := dispatch(context.Background(), cmd, fs.Args(), cfg, log, stdout); err != nil {
		fmt.Fprintln(stderr, "pallet: "+err.Error())
		return 1
	}
	return 0
}

func dispatch(ctx context.Context, cmd string, args []string, cfg config.Config, log *slog.Logger, stdout io.Writer) error {
	switch cmd {
	case "serve":
		return serve(cfg, log)
	case "migrate":
		return migrate(ctx, cfg, log, stdout)
	case "seed":
		return seed(ctx, cfg, log, stdout)
	case "admin":
		return admin(ctx, args, cfg, log, stdout)
	case "healthcheck":
		return healthcheck(cfg)
	}
	return fmt.Errorf("unknown command %q; use serve, migrate, seed, healthcheck or admin grant|revoke EMAIL", cmd)
}

func newLogger(cfg config.Config, w io.Writer) *slog.Logger {
	var level slog.Level
	_ = level.UnmarshalText([]byte(cfg.LogLevel)) // config.Load allows only valid names
	opts := &slog.HandlerOptions{Level: level}
	if cfg.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}
