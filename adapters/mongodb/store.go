// Package mongodb is the production store: ports.Store on MongoDB through
// mongo-driver v2. Ids are the caller's 24-hex strings stored as _id, money
// is int64 cents, times are UTC BSON dates (millisecond precision).
package mongodb

import (
	"context"
	"fmt"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
	"go.mongodb.org/mongo-driver/v2/mongo/readpref"
)

// Store implements ports.Store on one MongoDB database.
type Store struct {
	client        *mongo.Client
	db            *mongo.Database
	transactions  bool // the server is a replica set or mongos
	sweepSessions bool // no TTL index: CreateSession deletes expired sessions

	products    *mongo.Collection
	users       *mongo.Collection
	bookings    *mongo.Collection
	reviews     *mongo.Collection
	messages    *mongo.Collection
	sessions    *mongo.Collection
	credentials *mongo.Collection
	counters    *mongo.Collection
	carts       *mongo.Collection
	uploads     *mongo.Collection
	quotes      *mongo.Collection

	addresses     *mongo.Collection
	outbox        *mongo.Collection
	accountTokens *mongo.Collection
	audit         *mongo.Collection
	categories    *mongo.Collection
	leases        *mongo.Collection

	productTombstones *mongo.Collection

	companies      *mongo.Collection
	companyMembers *mongo.Collection // one claim per member: a user is in one company
	contractPrices *mongo.Collection
}

// Connect opens a client for uri, checks the server answers, learns whether
// it supports transactions, and creates the indexes.
func Connect(ctx context.Context, uri, database string) (*Store, error) {
	opts := options.Client().ApplyURI(uri)
	if opts.ServerSelectionTimeout == nil {
		// The driver waits 30 s by default; a shop should say "unavailable" sooner.
		opts.SetServerSelectionTimeout(5 * time.Second)
	}
	return connect(ctx, opts, database)
}

func connect(ctx context.Context, opts *options.ClientOptions, database string) (*Store, error) {
	client, err := mongo.Connect(opts)
	if err != nil {
		return nil, fmt.Errorf("mongodb: bad settings: %w", err)
	}
	s := newStore(client, database)
	if err := s.start(ctx); err != nil {
		_ = client.Disconnect(context.Background())
		return nil, err
	}
	return s, nil
}

func newStore(client *mongo.Client, database string) *Store {
	db := client.Database(database)
	return &Store{
		client: client, db: db,
		products: db.Collection("products"), users: db.Collection("users"),
		bookings: db.Collection("bookings"), reviews: db.Collection("reviews"),
		messages: db.Collection("messages"), sessions: db.Collection("sessions"),
		credentials: db.Collection("credentials"),
		counters:    db.Collection("counters"),
		carts:       db.Collection("carts"),
		uploads:     db.Collection("uploads"),
		quotes:      db.Collection("quotes"),

		addresses:     db.Collection("addresses"),
		outbox:        db.Collection("outbox"),
		accountTokens: db.Collection("accountTokens"),
		audit:         db.Collection("auditLog"),
		categories:    db.Collection("categories"),
		leases:        db.Collection("leases"),

		productTombstones: db.Collection("productTombstones"),
		companies:         db.Collection("companies"),
		companyMembers:    db.Collection("companyMembers"),
		contractPrices:    db.Collection("contractPrices"),
	}
}

func (s *Store) start(ctx context.Context) error {
	if err := s.Ping(ctx); err != nil {
		return err
	}
	tx, err := supportsTransactions(ctx, s.client)
	if err != nil {
		return err
	}
	s.transactions = tx
	// Before the indexes: the part number's unique index needs every product to have one.
	if err := s.backfillSKUs(ctx); err != nil {
		return err
	}
	if err := s.createIndexes(ctx); err != nil {
		return err
	}
	if err := s.createAuthSubjectIndex(ctx); err != nil {
		return err
	}
	if err := s.createCompanyIndexes(ctx); err != nil {
		return err
	}
	if err := s.backfillReservations(ctx); err != nil {
		return err
	}
	if err := s.backfillOrderLines(ctx); err != nil {
		return err
	}
	if err := s.backfillCreatedDays(ctx); err != nil {
		return err
	}
	if err := s.backfillProductSeqs(ctx); err != nil {
		return err
	}
	if err := s.upgradeToWarehouses(ctx); err != nil {
		return err
	}
	if err := s.backfillLowStockLevels(ctx); err != nil {
		return err
	}
	if err := s.eraseSentMailBodies(ctx); err != nil {
		return err
	}
	if err := s.liftMisplacedCategories(ctx); err != nil {
		return err
	}
	return s.initAdminCounter(ctx)
}

// supportsTransactions asks hello: a replica set names itself with setName,
// a sharded cluster's mongos answers msg "isdbgrid". A standalone server (and
// FerretDB v1) has neither.
func supportsTransactions(ctx context.Context, client *mongo.Client) (bool, error) {
	var hello struct {
		SetName string `bson:"setName"`
		Msg     string `bson:"msg"`
	}
	err := client.Database("admin").RunCommand(ctx, bson.D{{Key: "hello", Value: 1}}).Decode(&hello)
	if err != nil {
		return false, storeErr(err)
	}
	return hello.SetName != "" || hello.Msg == "isdbgrid", nil
}

// Ping answers whether the server can be reached.
func (s *Store) Ping(ctx context.Context) error {
	return storeErr(s.client.Ping(ctx, readpref.Primary()))
}

// Close disconnects the client.
func (s *Store) Close(ctx context.Context) error {
	return s.client.Disconnect(ctx)
}

// inTransaction runs fn in a transaction when the server has them, else
// directly; callers that need atomicity without transactions handle it
// themselves (see PlaceBooking).
func (s *Store) inTransaction(ctx context.Context, fn func(ctx context.Context) error) error {
	if !s.transactions {
		return fn(ctx)
	}
	sess, err := s.client.StartSession()
	if err != nil {
		return storeErr(err)
	}
	defer sess.EndSession(context.Background())
	_, err = sess.WithTransaction(ctx, func(ctx context.Context) (any, error) {
		return nil, fn(ctx)
	})
	return storeErr(err)
}

// now is the store's clock for session expiry.
func now() time.Time { return time.Now().UTC() }
