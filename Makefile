# Pallet — `make run` serves the shop on embedded defaults; `make test` runs every test.
SHELL := /bin/bash
GO ?= go
BIN := bin/pallet
# The shipped binary: stripped of its symbol table and DWARF (-s -w), and without gin's
# msgpack codec, which nothing uses (99.1 MB -> 63.6 MB; docs/decisions.md 20). deploy/Dockerfile
# builds the image's binary with the same flags (deploy/build_flags_test.go holds them together).
GO_BUILD_FLAGS := -trimpath -tags nomsgpack -ldflags '-s -w'
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
FRONTEND_DEPS := frontend/node_modules/.installed
FIREBASE_DEPS := tools/firebase/node_modules/.installed
# Packages that talk to a service started by their tests (FerretDB, the Firebase Auth emulator,
# stripe-mock) are too heavy for the race detector on 2 cores; every other package runs with it.
# They share one go test with NORACE_PKGS: while they wait for their services to start, the
# other package of the pair keeps the second core busy.
# Listing the heavy ones (not the light ones) means a new package can't be left out of make test.
SERVICE_PKGS := ./adapters/mongodb/... ./adapters/firebaseauth/... ./adapters/stripepay/...
# Packages whose tests each run in one goroutine and are heavy on work the race detector slows
# many times over: pixels (adapters/imaging starts no goroutines; its allocation tests must not
# count the detector's own allocations) and the pure-Go SQLite engine (a 20,000-row import).
# The race detector has nothing to watch in them, so they run without it (docs/testing.md).
# adapters/sqlite and adapters/searchindex run in both passes: their single-goroutine test files
# are built only without the detector (//go:build !race), their concurrency tests in both.
NORACE_PKGS := ./adapters/imaging/... ./adapters/sqlite/... ./adapters/searchindex/...
# cmd/pallet's tests of that kind (catalogue imports as large as the shop takes, uploads scaled in
# process, FerretDB stopped and started) live in files built only without the race detector
# (//go:build !race) and are named TestNoRace…: the race pass leaves them out, and this pattern
# runs only them without it (cmd/pallet/norace_names_test.go keeps names and files in step).
NORACE_PALLET_RUN := ^TestNoRace
RACE_PKGS = $(shell $(GO) list ./... | grep -v -e /adapters/mongodb -e /adapters/firebaseauth -e /adapters/stripepay \
	-e /adapters/imaging -e /adapters/sqlite/norace)
# Each test stage counts its skipped tests into $(SKIPS); `make test` ends with one line of them.
SKIPS := bin/skips
# go test -v, shown as quietly as plain go test (a line per package, all of a failing package's
# output), counting the tests it skipped into $(SKIPS)/go-$(1).
QUIET_GO_TEST = awk -v out=$(SKIPS)/go-$(1) '/--- SKIP/ { skips++ } \
	/^(ok|\?) / { print; block = ""; next } /^FAIL/ { printf "%s", block; print; block = ""; next } \
	/^(=== (RUN|PAUSE|CONT|NAME) |PASS$$| *--- PASS)/ { next } { block = block $$0 "\n" } \
	END { printf "%s", block; print skips + 0 > out }'
# go_test NAME ARGS [ENV]: go test ARGS, echoed and shown as before, its skips counted under NAME
# (one recipe line, so that beside make test's other stages the command and its output stay together)
define go_test
	@set -o pipefail; echo "$(if $(3),$(3) )$(GO) test $(2)"; $(3) $(GO) test -v $(2) | $(call QUIET_GO_TEST,$(1))
endef
# The race pass collects less often: the detector makes every collection dearer, memory is
# plentiful, and no test in it measures the heap (those run without the detector). The real
# binaries its tests start get a clean environment, so they keep the shop's own GC settings.
RACE_GOGC := GOGC=400
# count_skips LOG LINES: adds up "N skipped" / "N todo" on the summary LINES (a regex) of LOG,
# read without its colours; no such line counts 0 (grep's "no match" must not fail the run)
count_skips = sed 's/\x1b\[[0-9;]*m//g' $(1) | { grep -E '$(2)' || true; } | { grep -oE '[0-9]+ (skipped|todo)' || true; } | awk '{ n += $$1 } END { print n + 0 }'

.PHONY: run build frontend test e2e-prebuilt test-go test-go-race test-go-norace test-go-norace-pallet test-frontend e2e bench lint lint-go lint-frontend clean api api-check

run: build ## Build everything and serve the shop on http://127.0.0.1:8080
	@echo "Starting Pallet on http://$${PALLET_ADDR:-127.0.0.1:8080} (dev admin: admin@pallet.test / pallet-admin)"
	./$(BIN) serve

build: frontend $(BIN)

$(BIN): FORCE
	$(GO) build $(GO_BUILD_FLAGS) -o $(BIN) ./cmd/pallet

frontend: $(FRONTEND_DEPS)
	cd frontend && npm run build

$(FRONTEND_DEPS): frontend/package-lock.json
	cd frontend && npm ci --engine-strict --no-audit --no-fund
	@touch $@

$(FIREBASE_DEPS): tools/firebase/package-lock.json
	cd tools/firebase && npm ci --omit=optional --no-audit --no-fund
	@touch $@

lint: lint-go lint-frontend ## go vet, staticcheck, tsc and eslint

lint-go:
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...

lint-frontend: $(FRONTEND_DEPS)
	cd frontend && npm run typecheck && npm run lint

# make test's stages run from one pool, two at a time (make -j2), the longest first and Vitest,
# which keeps both cores busy on its own, last: whenever one ends the next starts, so both cores
# stay busy to the end instead of one lane waiting for the other (docs/testing.md). The Go
# packages embed frontend/dist, so the front end is built first, beside api-check, and no Go
# compile sees it half written; the journeys use that build.
# --output-sync=line shows each stage's output whole when it ends, so stages never interleave;
# after a failing stage no new one starts, and make test fails once the running one ends.
SUBMAKE = $(MAKE) --no-print-directory
TEST_STAGES := test-go-race e2e-prebuilt test-go-norace test-go-norace-pallet lint-frontend lint-go test-frontend
test: ## Every test: lint, Go (with -race where it fits), front end, browser journeys
	+@$(SUBMAKE) -j2 --output-sync=line api-check frontend
	@mkdir -p $(SKIPS) && rm -f $(SKIPS)/go-* # a pass that no longer exists must not count
	+@$(SUBMAKE) -j2 --output-sync=line $(TEST_STAGES)
	@echo "skipped: go $$(cat $(SKIPS)/go-* | awk '{ n += $$1 } END { print n + 0 }'), vitest $$(cat $(SKIPS)/vitest), e2e $$(cat $(SKIPS)/e2e)"

# the journeys on the front end make test has built: they need only the binary
e2e-prebuilt:
	+@$(SUBMAKE) e2e E2E_BUILD='$(BIN)'

API_DOC := docs/openapi.json
API_TYPES := frontend/src/lib/api.gen.ts
API_LIMITS := frontend/src/lib/limits.gen.ts

api: $(FRONTEND_DEPS) ## Regenerate the OpenAPI document from the Go route table and types, then the front end's API types and limits
	$(GO) run ./cmd/apigen -out $(API_DOC)
	cd frontend && npm run --silent api

api-check: $(FRONTEND_DEPS) ## Fail when the checked-in OpenAPI document, API types or limits are stale
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	$(GO) run ./cmd/apigen -out $$tmp/openapi.json && \
	(cd frontend && npx openapi-typescript $$tmp/openapi.json -o $$tmp/api.gen.ts >/dev/null && \
		node scripts/limits.mjs $$tmp/openapi.json $$tmp/limits.gen.ts) && \
	if ! cmp -s $(API_DOC) $$tmp/openapi.json || ! cmp -s $(API_TYPES) $$tmp/api.gen.ts || ! cmp -s $(API_LIMITS) $$tmp/limits.gen.ts; then \
		echo "api-check: $(API_DOC), $(API_TYPES) or $(API_LIMITS) is stale: run make api and commit the result"; exit 1; \
	fi

test-go: ## The Go tests alone: the race pass, then the passes without the detector
	@mkdir -p $(SKIPS) && rm -f $(SKIPS)/go-* # a pass that no longer exists must not count
	+@$(SUBMAKE) test-go-race test-go-norace test-go-norace-pallet

test-go-race:
	@mkdir -p $(SKIPS)
	$(call go_test,race,-race -count=1 $(RACE_PKGS),$(RACE_GOGC))

test-go-norace: $(FIREBASE_DEPS)
	@mkdir -p $(SKIPS)
	$(call go_test,norace,-count=1 $(SERVICE_PKGS) $(NORACE_PKGS))

test-go-norace-pallet:
	@mkdir -p $(SKIPS)
	$(call go_test,norace-pallet,-count=1 -run '$(NORACE_PALLET_RUN)' ./cmd/pallet/)

test-frontend: $(FRONTEND_DEPS)
	@mkdir -p $(SKIPS)
	set -o pipefail; cd frontend && npm test 2>&1 | tee ../$(SKIPS)/vitest.log
	@$(call count_skips,$(SKIPS)/vitest.log,^ *Tests ) > $(SKIPS)/vitest

# what make e2e builds before the journeys: everything, unless make test built the front end already
E2E_BUILD := build
HAVE_CHROMIUM := $(shell test -x /usr/bin/chromium && echo yes)
# the build, the journeys and their count are separate lines, so each shows whole beside make test's other stages
e2e: ## Browser journeys in Debian's Chromium against the real binary
	@mkdir -p $(SKIPS)
ifeq ($(wildcard frontend/playwright.config.ts),)
	@echo "e2e: skipped — no browser journeys yet (frontend/playwright.config.ts)"
	@echo "all (no journeys)" > $(SKIPS)/e2e
else ifeq ($(HAVE_CHROMIUM),yes)
	+@$(SUBMAKE) $(E2E_BUILD)
	set -o pipefail; cd frontend && PALLET_BIN=$(CURDIR)/$(BIN) npx playwright test 2>&1 | tee ../$(SKIPS)/e2e.log
	@$(call count_skips,$(SKIPS)/e2e.log,^ +[0-9]+ skipped$$) > $(SKIPS)/e2e
else
	@if [ "$$PALLET_REQUIRE_SERVICES" = 1 ]; then echo "e2e: /usr/bin/chromium is required (PALLET_REQUIRE_SERVICES=1)"; exit 1; fi
	@echo "e2e: skipped — /usr/bin/chromium is not installed (apt-get install -y chromium; .ci/run does this)"
	@echo "all (no Chromium)" > $(SKIPS)/e2e
endif

bench: build ## Load benchmark against nginx on the same bytes; writes docs/benchmarks.md
	$(GO) run -trimpath ./cmd/palletbench -bin $(BIN) -out docs/benchmarks.md
	$(GO) run -trimpath ./cmd/palletbench -bin $(BIN) -out docs/benchmarks.md -catalogue-scale -warmup 1s -duration 5s

clean:
	rm -rf bin frontend/dist/assets frontend/dist/index.html

FORCE:
