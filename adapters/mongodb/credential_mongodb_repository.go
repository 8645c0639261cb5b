package mongodb

import (
	"context"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/ports"
)

type credentialDoc struct {
	UserID       string `bson:"_id"`
	PasswordHash string `bson:"passwordHash"`
	SessionEpoch int64  `bson:"sessionEpoch"` // absent on documents from before epochs: 0
}

type sessionDoc struct {
	TokenHash string    `bson:"tokenHash"`
	UserID    string    `bson:"userId"`
	ExpiresAt time.Time `bson:"expiresAt"`
	Epoch     int64     `bson:"epoch"`
}

// SetPasswordHash stores or replaces the user's password hash; the session
// epoch stays.
func (s *Store) SetPasswordHash(ctx context.Context, userID, hash string) error {
	set := bson.D{{Key: "$set", Value: bson.D{{Key: "passwordHash", Value: hash}}}}
	_, err := s.credentials.UpdateOne(ctx, byID(userID), set, options.UpdateOne().SetUpsert(true))
	return storeErr(err)
}

// GetCredentials reads the user's hash and session epoch, or not_found.
func (s *Store) GetCredentials(ctx context.Context, userID string) (ports.Credentials, error) {
	var d credentialDoc
	if err := s.credentials.FindOne(ctx, byID(userID)).Decode(&d); err != nil {
		return ports.Credentials{}, findErr(err, "Password")
	}
	return ports.Credentials{PasswordHash: d.PasswordHash, SessionEpoch: d.SessionEpoch}, nil
}

// CreateSession stores a signed-in session; the TTL index removes it some
// time after it expires (or, without one, the next CreateSession does).
func (s *Store) CreateSession(ctx context.Context, sess ports.Session) error {
	if s.sweepSessions {
		expired := bson.D{{Key: "expiresAt", Value: bson.D{{Key: "$lte", Value: now()}}}}
		if _, err := s.sessions.DeleteMany(ctx, expired); err != nil {
			return storeErr(err)
		}
	}
	doc := sessionDoc{TokenHash: sess.TokenHash, UserID: sess.UserID, ExpiresAt: storedTime(sess.ExpiresAt), Epoch: sess.Epoch}
	_, err := s.sessions.InsertOne(ctx, doc)
	return storeErr(err)
}

// GetSession reads a session that has not expired yet (the TTL monitor runs
// only every minute or so, so expiry is checked here too).
func (s *Store) GetSession(ctx context.Context, tokenHash string) (ports.Session, error) {
	filter := bson.D{{Key: "tokenHash", Value: tokenHash}, {Key: "expiresAt", Value: bson.D{{Key: "$gt", Value: now()}}}}
	var d sessionDoc
	if err := s.sessions.FindOne(ctx, filter).Decode(&d); err != nil {
		return ports.Session{}, findErr(err, "Session")
	}
	return ports.Session{TokenHash: d.TokenHash, UserID: d.UserID, ExpiresAt: d.ExpiresAt.UTC(), Epoch: d.Epoch}, nil
}

// DeleteSession signs one session out; a missing session is not an error.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	_, err := s.sessions.DeleteOne(ctx, bson.D{{Key: "tokenHash", Value: tokenHash}})
	return storeErr(err)
}

// DeleteUserSessions signs the user out everywhere: it moves their session
// epoch on first (one atomic $inc, which alone kills every older session),
// then deletes their sessions.
func (s *Store) DeleteUserSessions(ctx context.Context, userID string) error {
	next := bson.D{{Key: "$inc", Value: bson.D{{Key: "sessionEpoch", Value: 1}}}}
	if _, err := s.credentials.UpdateOne(ctx, byID(userID), next); err != nil {
		return storeErr(err)
	}
	_, err := s.sessions.DeleteMany(ctx, bson.D{{Key: "userId", Value: userID}})
	return storeErr(err)
}
