package httpapi

import (
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// queryInt reads an optional whole-number query parameter.
func queryInt(c *gin.Context, name string) (int64, bool, error) {
	v := c.Query(name)
	if v == "" {
		return 0, false, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 {
		return 0, false, invalid(name, name+" must be a whole number ≥ 0")
	}
	return n, true, nil
}

// pageParams reads ?page=&limit= (page from 1, limit at most 100).
func pageParams(c *gin.Context) (domain.PageRequest, error) {
	page, _, err := queryInt(c, "page")
	if err != nil {
		return domain.PageRequest{}, err
	}
	limit, _, err := queryInt(c, "limit")
	if err != nil {
		return domain.PageRequest{}, err
	}
	if limit > domain.MaxPageLimit {
		return domain.PageRequest{}, invalid("limit", "limit must be at most 100")
	}
	const maxPage = 1 << 20
	if page > maxPage {
		return domain.PageRequest{}, invalid("page", "page is too large")
	}
	return domain.PageRequest{Page: int(page), Limit: int(limit)}.Normalize(), nil
}
