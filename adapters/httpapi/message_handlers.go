package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

type contactRequest struct {
	Email   string `json:"email"`
	Name    string `json:"name"`
	Subject string `json:"subject"`
	Message string `json:"message"`
}

func (s *Server) sendMessage(c *gin.Context) {
	var req contactRequest
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	m, _, err := s.d.SendMessage.Handle(c.Request.Context(), domain.ContactInput(req))
	respond(c, http.StatusAccepted, messageSentView{ID: m.ID}, err)
}

type messageSentView struct {
	ID string `json:"id"`
}

func (s *Server) listMessages(c *gin.Context) {
	page, err := pageParams(c)
	if err != nil {
		abortWithError(c, err)
		return
	}
	list, err := s.d.Inbox.List(c.Request.Context(), page)
	respond(c, http.StatusOK, listOf(list, viewMessage), err)
}

type markRequest struct {
	Read *bool `json:"read" nullable:"false"`
}

func (s *Server) markMessage(c *gin.Context) {
	var req markRequest
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	if req.Read == nil {
		abortWithError(c, invalid("read", "read must be true or false"))
		return
	}
	m, err := s.d.Inbox.MarkRead(c.Request.Context(), currentUser(c), c.Param("id"), *req.Read)
	respond(c, http.StatusOK, viewMessage(m), err)
}

func (s *Server) deleteMessage(c *gin.Context) {
	respondNoContent(c, s.d.Inbox.Delete(c.Request.Context(), currentUser(c), c.Param("id")))
}
