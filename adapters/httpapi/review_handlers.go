package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

type reviewRequest struct {
	Review string `json:"review"`
	Rating *int   `json:"rating" nullable:"false" minimum:"1" maximum:"5"`
	Img    string `json:"img,omitempty"`
}

func (s *Server) listReviews(c *gin.Context) {
	page, err := pageParams(c)
	if err != nil {
		abortWithError(c, err)
		return
	}
	s.cachedJSON(c, s.d.ReviewsVersion.Current(), func() (any, error) {
		list, err := s.d.Reviews.List(c.Request.Context(), page)
		return listOf(list, viewReview), err
	})
}

func (s *Server) addReview(c *gin.Context) {
	var req reviewRequest
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	in := domain.ReviewInput{Review: req.Review, Img: req.Img}
	if req.Rating != nil {
		in.Rating = *req.Rating
	}
	r, err := s.d.AddReview.Handle(c.Request.Context(), currentUser(c), in)
	respond(c, http.StatusCreated, viewReview(r), err)
}

func (s *Server) deleteReview(c *gin.Context) {
	respondNoContent(c, s.d.DeleteReview.Handle(c.Request.Context(), currentUser(c), c.Param("id")))
}
