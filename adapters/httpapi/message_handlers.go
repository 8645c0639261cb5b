package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

type contactRequest struct {
	Email   string `json:"email"`
	Name    string `json:"name"`
	Subject string `json:"subject"`
	Message string `json:"message"`
}

func (s *Server) sendMessage(c *gin.Context, req contactRequest) (messageSentView, error) {
	m, _, err := s.d.SendMessage.Handle(c.Request.Context(), domain.ContactInput(req))
	return messageSentView{ID: m.ID}, err
}

type messageSentView struct {
	ID string `json:"id"`
}

func (s *Server) listMessages(c *gin.Context, q pageQuery) (listView[messageView], error) {
	list, err := s.d.Inbox.List(c.Request.Context(), q.request())
	return listOf(list, viewMessage), err
}

type markRequest struct {
	Read *bool `json:"read" nullable:"false"`
}

func (s *Server) markMessage(c *gin.Context, req markRequest) (messageView, error) {
	if req.Read == nil {
		return messageView{}, invalid("read", "read must be true or false")
	}
	m, err := s.d.Inbox.MarkRead(c.Request.Context(), currentUser(c), c.Param("id"), *req.Read)
	return viewMessage(m), err
}

func (s *Server) deleteMessage(c *gin.Context, _ none) (none, error) {
	return none{}, s.d.Inbox.Delete(c.Request.Context(), currentUser(c), c.Param("id"))
}
