package sqlite

import (
	"context"
	"database/sql"

	"github.com/palletshop/pallet/domain"
)

// countOpenOrders counts a buyer's unpaid orders, from bookings_user_status alone.
const countOpenOrders = "SELECT COUNT(*) FROM bookings WHERE user_id = ? AND status = ?"

// checkOrderRules checks the buyer's cart and open orders inside the
// placing transaction. Writers are serialised (BEGIN IMMEDIATE), so nothing
// changes them between this check and the insert.

func checkOrderRules(ctx context.Context, tx *sql.Tx, userID string, rules domain.OrderRules) error {
	if rules.Cart != nil {
		stored, err := getCart(ctx, tx, userID)
		if err != nil {
			return err
		}
		if err := rules.CheckCart(stored); err != nil {
			return err
		}
	}
	if rules.MaxOpenOrders == 0 {
		return nil
	}
	var open int
	err := tx.QueryRowContext(ctx, countOpenOrders, userID, domain.StatusUnpaid).Scan(&open)
	if err != nil {
		return err
	}
	return rules.CheckOpenOrders(open)
}

// emptyOrderedCart empties the cart an order was checked out from.
func emptyOrderedCart(ctx context.Context, tx *sql.Tx, userID string, rules domain.OrderRules) error {
	if rules.Cart == nil {
		return nil
	}
	_, err := tx.ExecContext(ctx, "DELETE FROM cart_lines WHERE user_id = ?", userID)
	return err
}
