package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

type productRequest struct {
	Name             *string           `json:"name,omitempty"`
	Brand            *string           `json:"brand,omitempty"`
	PriceCents       *int64            `json:"priceCents,omitempty"`
	Stock            *int64            `json:"stock,omitempty"`
	Descriptions     *string           `json:"descriptions,omitempty"`
	Img              *string           `json:"img,omitempty"`
	MinOrderQuantity *int64            `json:"minOrderQuantity,omitempty"`
	SKU              *string           `json:"sku,omitempty"`
	PriceBreaks      *[]priceBreakView `json:"priceBreaks,omitempty"`

	LowStockThreshold *int64 `json:"lowStockThreshold,omitempty"` // admins are mailed at or below it

	Backorderable *bool  `json:"backorderable,omitempty"` // takes orders past its stock
	RestockDays   *int64 `json:"restockDays,omitempty"`   // 1 to 180: when backordered pieces are expected

	Category   *string            `json:"category,omitempty"` // a slug; "" clears it
	Attributes *map[string]string `json:"attributes,omitempty"`
}

func (r productRequest) input() domain.ProductInput {
	in := domain.ProductInput{Name: r.Name, Brand: r.Brand, PriceCents: r.PriceCents, Stock: r.Stock,
		Descriptions: r.Descriptions, Img: r.Img, MinOrderQuantity: r.MinOrderQuantity, SKU: r.SKU, LowStockThreshold: r.LowStockThreshold,
		Category: r.Category, Attributes: r.Attributes, Backorderable: r.Backorderable, RestockDays: r.RestockDays}
	if r.PriceBreaks != nil {
		breaks := make([]domain.PriceBreak, len(*r.PriceBreaks))
		for i, b := range *r.PriceBreaks {
			breaks[i] = domain.PriceBreak(b)
		}
		in.PriceBreaks = &breaks
	}
	return in
}

func (s *Server) listProducts(c *gin.Context, q productQuery) (encoded[catalogueView], error) {
	search, err := catalogueSearch(c, q)
	if err != nil {
		return nil, err
	}
	sv, err := s.stock(c, false)
	if err != nil {
		return nil, err
	}
	if err := s.searches.take(c.Request.Context()); err != nil {
		return nil, err
	}
	defer s.searches.release()
	result, err := s.d.Products.Search(c.Request.Context(), search)
	if err != nil {
		return nil, err
	}
	return encodeCatalogue(result, sv)
}

// filter is the product filter the query asks for; bindQuery has checked
// each parameter, and the sort takes its default from the search.
func (q productQuery) filter() domain.ProductFilter {
	sort, _ := domain.ParseProductSort(string(q.Sort), q.Q)
	return domain.ProductFilter{Query: q.Q, Brand: q.Brand, SKU: q.SKU, Sort: sort, InStock: q.InStock,
		MinPriceCents: q.MinPriceCents, MaxPriceCents: q.MaxPriceCents, PageRequest: q.request()}
}

func (s *Server) getProduct(c *gin.Context, _ none) (productView, error) {
	sv, err := s.stock(c, false)
	if err != nil {
		return productView{}, err
	}
	p, err := s.d.Products.Get(c.Request.Context(), c.Param("id"))
	return viewProduct(p, sv), err
}

func (s *Server) addProduct(c *gin.Context, req productRequest) (productView, error) {
	sv, err := s.stock(c, false) // the answer matches the product's public read
	if err != nil {
		return productView{}, err
	}
	p, err := s.d.AddProduct.Handle(c.Request.Context(), currentUser(c), req.input())
	return viewProduct(p, sv), err
}

func (s *Server) editProduct(c *gin.Context, req productRequest) (productView, error) {
	sv, err := s.stock(c, false)
	if err != nil {
		return productView{}, err
	}
	p, err := s.d.EditProduct.Handle(c.Request.Context(), currentUser(c), c.Param("id"), req.input())
	return viewProduct(p, sv), err
}

func (s *Server) deleteProduct(c *gin.Context, _ none) (none, error) {
	return none{}, s.d.DeleteProduct.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
}

type brandsView struct {
	Items []brandView `json:"items"`
}

type brandView struct {
	Brand string `json:"brand"`
	Count int    `json:"count"`
}

func (s *Server) listBrands(c *gin.Context, _ none) (brandsView, error) {
	brands, err := s.d.Products.Brands(c.Request.Context())
	items := make([]brandView, len(brands))
	for i, b := range brands {
		items[i] = brandView(b)
	}
	return brandsView{Items: items}, err
}
