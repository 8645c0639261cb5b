package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

type reviewRequest struct {
	Review string `json:"review"`
	Rating *int   `json:"rating" nullable:"false"`
	Img    string `json:"img,omitempty"`
}

func (s *Server) listReviews(c *gin.Context, q pageQuery) (listView[reviewView], error) {
	list, err := s.d.Reviews.List(c.Request.Context(), q.request())
	return listOf(list, viewReview), err
}

func (s *Server) addReview(c *gin.Context, req reviewRequest) (reviewView, error) {
	in := domain.ReviewInput{Review: req.Review, Img: req.Img}
	if req.Rating != nil {
		in.Rating = *req.Rating
	}
	r, err := s.d.AddReview.Handle(c.Request.Context(), currentUser(c), in)
	return viewReview(r), err
}

func (s *Server) deleteReview(c *gin.Context, _ none) (none, error) {
	return none{}, s.d.DeleteReview.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
}
