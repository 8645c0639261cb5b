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
}

type sessionDoc struct {
	TokenHash string    `bson:"tokenHash"`
	UserID    string    `bson:"userId"`
	ExpiresAt time.Time `bson:"expiresAt"`
}

// SetPasswordHash stores or replaces the user's password hash.
func (s *Store) SetPasswordHash(ctx context.Context, userID, hash string) error {
	doc := credentialDoc{UserID: userID, PasswordHash: hash}
	_, err := s.credentials.ReplaceOne(ctx, byID(userID), doc, options.Replace().SetUpsert(true))
	return storeErr(err)
}

// GetPasswordHash reads the user's password hash, or not_found.
func (s *Store) GetPasswordHash(ctx context.Context, userID string) (string, error) {
	var d credentialDoc
	if err := s.credentials.FindOne(ctx, byID(userID)).Decode(&d); err != nil {
		return "", findErr(err, "Password")
	}
	return d.PasswordHash, nil
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
	doc := sessionDoc{TokenHash: sess.TokenHash, UserID: sess.UserID, ExpiresAt: storedTime(sess.ExpiresAt)}
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
	return ports.Session{TokenHash: d.TokenHash, UserID: d.UserID, ExpiresAt: d.ExpiresAt.UTC()}, nil
}

// DeleteSession signs one session out; a missing session is not an error.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	_, err := s.sessions.DeleteOne(ctx, bson.D{{Key: "tokenHash", Value: tokenHash}})
	return storeErr(err)
}

// DeleteUserSessions signs the user out everywhere.
func (s *Store) DeleteUserSessions(ctx context.Context, userID string) error {
	_, err := s.sessions.DeleteMany(ctx, bson.D{{Key: "userId", Value: userID}})
	return storeErr(err)
}
