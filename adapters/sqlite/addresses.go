package sqlite

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

const addressColumns = "id, user_id, label, address, phone, created_at"

func scanAddress(row rowScanner) (domain.SavedAddress, error) {
	var a domain.SavedAddress
	var created int64
	err := row.Scan(&a.ID, &a.UserID, &a.Label, &a.Address, &a.Phone, &created)
	a.CreatedAt = fromMillis(created)
	return a, err
}

// ListAddresses returns the user's saved addresses, newest first.
func (s *Store) ListAddresses(ctx context.Context, userID string) ([]domain.SavedAddress, error) {
	addresses, err := queryAll(ctx, s.reader, "SELECT "+addressColumns+" FROM addresses WHERE user_id = ? ORDER BY created_at DESC, id",
		[]any{userID}, scanAddress)
	return addresses, storeErr("list addresses", err)
}

// CreateAddress inserts a saved address under the id it carries.
func (s *Store) CreateAddress(ctx context.Context, a domain.SavedAddress) error {
	_, err := s.writer.ExecContext(ctx, "INSERT INTO addresses ("+addressColumns+") VALUES ("+placeholdersFor(addressColumns)+")",
		a.ID, a.UserID, a.Label, a.Address, a.Phone, toMillis(a.CreatedAt))
	return storeErr("create address", duplicateID(err, "Address"))
}

// DeleteAddress removes one of the user's addresses; another user's is not found.
func (s *Store) DeleteAddress(ctx context.Context, userID, id string) error {
	res, err := s.writer.ExecContext(ctx, "DELETE FROM addresses WHERE id = ? AND user_id = ?", id, userID)
	return storeErr("delete address", affectedOne(res, err, "Address"))
}
