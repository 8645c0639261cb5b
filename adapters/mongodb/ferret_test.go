package mongodb

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
	"github.com/stretchr/testify/require"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// The test server: a real MongoDB when MONGODB_TEST_URI is set, else an
// embedded FerretDB v1 on SQLite, started once for the whole test binary.
var (
	testURI    string
	realMongo  bool
	testClient *mongo.Client
)

func TestMain(m *testing.M) { os.Exit(runTests(m)) }

func runTests(m *testing.M) int {
	testURI, realMongo = os.Getenv("MONGODB_TEST_URI"), true
	if testURI == "" {
		uri, stop, err := startFerretDB()
		if err != nil {
			fmt.Fprintln(os.Stderr, "starting FerretDB:", err)
			return 1
		}
		defer stop()
		testURI, realMongo = uri, false
	}
	client, err := mongo.Connect(options.Client().ApplyURI(testURI))
	if err != nil {
		fmt.Fprintln(os.Stderr, "connecting to the test server:", err)
		return 1
	}
	defer func() { _ = client.Disconnect(context.Background()) }()
	testClient = client
	return m.Run()
}

func startFerretDB() (uri string, stop func(), err error) {
	dir, err := os.MkdirTemp("", "pallet-ferretdb-")
	if err != nil {
		return "", nil, err
	}
	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: "127.0.0.1:0"},
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir + "/",
		Logger:    slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError})),
	})
	if err != nil {
		_ = os.RemoveAll(dir)
		return "", nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = f.Run(ctx)
	}()
	return f.MongoDBURI(), func() {
		cancel()
		<-done
		_ = os.RemoveAll(dir)
	}, nil
}

// newTestStore gives a store on a fresh database of the shared client,
// dropped when the test ends.
func newTestStore(t *testing.T) *Store {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s := newStore(testClient, "pallet_test_"+domain.NewID())
	require.NoError(t, s.start(ctx))
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_ = s.db.Drop(ctx)
	})
	return s
}
