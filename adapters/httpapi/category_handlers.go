package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

func (s *Server) listCategories(c *gin.Context, _ none) (categoriesView, error) {
	categories, err := s.d.Categories.List(c.Request.Context())
	out := make(categoriesView, len(categories))
	for i, cc := range categories {
		out[i] = categoryCountView{categoryView: viewCategory(cc.Category), Count: cc.Count}
	}
	return out, err
}

// categoriesView is the whole tree, parents before their children.
type categoriesView []categoryCountView

type categoryRequest struct {
	Name       string                  `json:"name"`
	Parent     string                  `json:"parent,omitempty"`
	Position   int                     `json:"position,omitempty"`
	Attributes []categoryAttributeView `json:"attributes,omitempty"`
}

func (s *Server) saveCategory(c *gin.Context, req categoryRequest) (categoryView, error) {
	category := domain.Category{Slug: c.Param("slug"), Name: req.Name, Parent: req.Parent, Position: req.Position}
	for _, a := range req.Attributes {
		category.Attributes = append(category.Attributes, domain.CategoryAttribute(a))
	}
	saved, err := s.d.SaveCategory.Handle(c.Request.Context(), currentUser(c), category)
	return viewCategory(saved), err
}

func (s *Server) deleteCategory(c *gin.Context, _ none) (none, error) {
	return none{}, s.d.DeleteCategory.Handle(c.Request.Context(), currentUser(c), c.Param("slug"))
}
