package domain

import (
	"strings"
	"time"
)

// ContactMessage is a message sent through the home page's contact form.
type ContactMessage struct {
	ID        string
	Email     string
	Name      string
	Subject   string
	Message   string
	Read      bool
	Forwarded bool
	CreatedAt time.Time
}

// ContactInput is the contact form.
type ContactInput struct {
	Email   string
	Name    string
	Subject string
	Message string
}

// NewContactMessage validates the form; every field is required.
func NewContactMessage(in ContactInput, now time.Time) (ContactMessage, error) {
	errs := FieldErrors{}
	email := NormalizeEmail(in.Email)
	CheckEmail(errs, "email", email)
	CheckText(errs, "name", in.Name, "Name is Required", MaxNameLen)
	CheckText(errs, "subject", in.Subject, "Subject is Required", MaxShortTextLen)
	CheckText(errs, "message", in.Message, "Message is Required", MaxContactMessage)
	if err := errs.Err("email", "name", "subject", "message"); err != nil {
		return ContactMessage{}, err
	}
	return ContactMessage{
		ID: NewID(), Email: email, Name: strings.TrimSpace(in.Name),
		Subject: strings.TrimSpace(in.Subject), Message: strings.TrimSpace(in.Message), CreatedAt: now,
	}, nil
}
