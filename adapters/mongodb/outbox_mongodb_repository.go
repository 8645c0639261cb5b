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
		{Key: "gaveUpAt", Value: bson.D{{Key: "$exists", Value: false}}},
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

// erasedBody empties a message's text and HTML: they may carry a live link.
var erasedBody = bson.D{{Key: "text", Value: ""}, {Key: "html", Value: ""}}

// MarkMailSent records that a message was delivered and erases its body.
func (s *Store) MarkMailSent(ctx context.Context, id string, at time.Time) error {
	return s.updateMail(ctx, id, bson.D{{Key: "$set", Value: append(bson.D{
		{Key: "sentAt", Value: storedTime(at)}, {Key: "claimedUntil", Value: storedTime(time.Time{})},
	}, erasedBody...)}})
}

// GiveUpMail counts a last failed attempt, erases the body and never offers
// the message again.
func (s *Store) GiveUpMail(ctx context.Context, id string, at time.Time, lastErr string) error {
	return s.updateMail(ctx, id, bson.D{
		{Key: "$inc", Value: bson.D{{Key: "attempts", Value: 1}}},
		{Key: "$set", Value: append(bson.D{
			{Key: "lastError", Value: lastErr}, {Key: "gaveUpAt", Value: storedTime(at)},
			{Key: "claimedUntil", Value: storedTime(time.Time{})},
		}, erasedBody...)},
	})
}

// GetMail reads one message as the outbox keeps it.
func (s *Store) GetMail(ctx context.Context, id string) (domain.Mail, error) {
	var d mailDoc
	err := s.outbox.FindOne(ctx, byID(id)).Decode(&d)
	if errors.Is(err, mongo.ErrNoDocuments) {
		return domain.Mail{}, notFound("Mail")
	}
	if err != nil {
		return domain.Mail{}, storeErr(err)
	}
	return d.entity(), nil
}

// eraseSentMailBodies empties the bodies of mail sent or given up before
// the outbox erased them itself. Later starts find nothing to do.
func (s *Store) eraseSentMailBodies(ctx context.Context) error {
	done := bson.D{{Key: "$or", Value: bson.A{
		bson.D{{Key: "sentAt", Value: bson.D{{Key: "$exists", Value: true}}}},
		bson.D{{Key: "gaveUpAt", Value: bson.D{{Key: "$exists", Value: true}}}},
	}}}
	kept := bson.D{{Key: "$or", Value: bson.A{
		bson.D{{Key: "text", Value: bson.D{{Key: "$ne", Value: ""}}}},
		bson.D{{Key: "html", Value: bson.D{{Key: "$ne", Value: ""}}}},
	}}}
	_, err := s.outbox.UpdateMany(ctx, bson.D{{Key: "$and", Value: bson.A{done, kept}}}, bson.D{{Key: "$set", Value: erasedBody}})
	return storeErr(err)
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
