package mongodb

import (
	"context"
	"errors"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// enqueueMail inserts mails. With transactions it runs in the caller's; for
// a booking without them it runs right after the booking's save, so a crash
// between the two loses that mail.
func (s *Store) enqueueMail(ctx context.Context, mails []domain.Mail) error {
	if len(mails) == 0 {
		return nil
	}
	docs := make([]any, len(mails))
	for i, m := range mails {
		docs[i] = newMailDoc(m)
	}
	_, err := s.outbox.InsertMany(ctx, docs)
	return storeErr(err)
}

// EnqueueMail adds messages to the outbox.
func (s *Store) EnqueueMail(ctx context.Context, mails ...domain.Mail) error {
	return s.inTransaction(ctx, func(ctx context.Context) error { return s.enqueueMail(ctx, mails) })
}

// dueMail matches unsent messages that are due and not held at now.
func dueMail(now time.Time) bson.D {
	return bson.D{
		{Key: "sentAt", Value: bson.D{{Key: "$exists", Value: false}}},
		{Key: "nextAttemptAt", Value: bson.D{{Key: "$lte", Value: now}}},
		{Key: "claimedUntil", Value: bson.D{{Key: "$lte", Value: now}}},
	}
}

// ClaimMail holds due messages, oldest first, one conditional
// find-and-modify each: a message another worker took in between no longer
// matches, so no two workers ever hold the same one.
func (s *Store) ClaimMail(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]domain.Mail, error) {
	hold := bson.D{{Key: "$set", Value: bson.D{{Key: "claimedUntil", Value: storedTime(now.Add(lease))}}}}
	opts := options.FindOneAndUpdate().SetSort(bson.D{{Key: "createdAt", Value: 1}, {Key: "_id", Value: 1}}).
		SetReturnDocument(options.After)
	claimed := []domain.Mail{}
	for len(claimed) < limit {
		var d mailDoc
		err := s.outbox.FindOneAndUpdate(ctx, dueMail(now), hold, opts).Decode(&d)
		if errors.Is(err, mongo.ErrNoDocuments) {
			break
		}
		if err != nil {
			return nil, storeErr(err)
		}
		claimed = append(claimed, d.entity())
	}
	return claimed, nil
}

// MarkMailSent records that a message was delivered.
func (s *Store) MarkMailSent(ctx context.Context, id string, at time.Time) error {
	return s.updateMail(ctx, id, bson.D{{Key: "$set", Value: bson.D{
		{Key: "sentAt", Value: storedTime(at)}, {Key: "claimedUntil", Value: storedTime(time.Time{})},
	}}})
}

// RetryMail counts a failed attempt and releases the message until next.
func (s *Store) RetryMail(ctx context.Context, id string, next time.Time, lastErr string) error {
	return s.updateMail(ctx, id, bson.D{
		{Key: "$inc", Value: bson.D{{Key: "attempts", Value: 1}}},
		{Key: "$set", Value: bson.D{
			{Key: "lastError", Value: lastErr}, {Key: "nextAttemptAt", Value: storedTime(next)},
			{Key: "claimedUntil", Value: storedTime(time.Time{})},
		}},
	})
}

func (s *Store) updateMail(ctx context.Context, id string, update bson.D) error {
	res, err := s.outbox.UpdateOne(ctx, byID(id), update)
	if err != nil {
		return storeErr(err)
	}
	if res.MatchedCount == 0 {
		return notFound("Mail")
	}
	return nil
}
