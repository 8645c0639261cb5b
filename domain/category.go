package domain

import (
	"strings"
	"unicode/utf8"
)

// Limits of the category tree and of product attributes.
const (
	MaxCategoryAttributes = 12
	MaxProductAttributes  = 30
	MaxAttributeKeyLen    = 40
	MaxAttributeValueLen  = 60
	MaxCategoryNameLen    = 60
	MaxSlugLen            = 40
)

// Category is one node of the catalogue's small tree. A top-level category
// has no Parent; a child's Parent is a top-level slug, so the tree is at most
// two deep. Attributes are the specs buyers filter by in this category, in
// the order the storefront shows them.
type Category struct {
	Slug       string
	Name       string
	Parent     string
	Position   int
	Attributes []CategoryAttribute
}

// CategoryAttribute is one filterable spec: Key is the name products use in
// their Attributes map, Label what buyers read.
type CategoryAttribute struct {
	Key   string
	Label string
}

// CategoryCount is a category slug and how many products are in it.
type CategoryCount struct {
	Slug  string
	Count int
}

// ErrCategoryInUse refuses to delete a category that products still name.
var ErrCategoryInUse = &Error{Code: CodeConflict, Message: "Move this category's products to another category first"}

// ErrUnknownCategory is a product naming a category that doesn't exist.
var ErrUnknownCategory = &Error{Code: CodeInvalid, Message: "Choose a category from the list",
	Fields: map[string]string{"category": "Choose a category from the list"}}

// Validate checks a category on its own; the tree rules (a parent that
// exists and is top-level) need the others, see CheckCategoryTree.
func (c Category) Validate() error {
	errs := FieldErrors{}
	if !ValidSlug(c.Slug) {
		errs.Add("slug", "A slug has 1 to 40 lowercase letters, digits and -")
	}
	CheckText(errs, "name", c.Name, "Name is Required", MaxCategoryNameLen)
	if c.Parent != "" && (c.Parent == c.Slug || !ValidSlug(c.Parent)) {
		errs.Add("parent", "Choose a top-level category as the parent")
	}
	checkCategoryAttributes(errs, c.Attributes)
	return errs.Err("slug", "name", "parent", "attributes")
}

func checkCategoryAttributes(errs FieldErrors, attrs []CategoryAttribute) {
	if len(attrs) > MaxCategoryAttributes {
		errs.Add("attributes", "A category has at most 12 filters")
		return
	}
	seen := map[string]bool{}
	for _, a := range attrs {
		label := strings.TrimSpace(a.Label)
		switch {
		case !ValidAttributeKey(a.Key):
			errs.Add("attributes", AttributeKeyMessage)
		case seen[a.Key]:
			errs.Add("attributes", "Each filter appears once")
		case label == "" || utf8.RuneCountInString(label) > MaxCategoryNameLen || hasHiddenControls(label, false):
			errs.Add("attributes", "Each filter needs a label of 1 to 60 characters")
		}
		seen[a.Key] = true
	}
}

// CheckCategoryTree checks c's parent against the existing categories: it
// must exist and be top-level, and a category with children can't become a
// child itself.
func CheckCategoryTree(c Category, existing []Category) error {
	if c.Parent == "" {
		return nil
	}
	bad := &Error{Code: CodeInvalid, Message: "Choose a top-level category as the parent",
		Fields: map[string]string{"parent": "Choose a top-level category as the parent"}}
	parentOK := false
	for _, e := range existing {
		if e.Slug == c.Parent && e.Parent == "" {
			parentOK = true
		}
		if e.Parent == c.Slug {
			return bad
		}
	}
	if !parentOK {
		return bad
	}
	return nil
}

// MisplacedCategories lists the categories whose parent is not an existing
// top-level category: a cycle or a third level that saves racing before the
// tree check was atomic could leave, or a parent that is gone. Making each
// of them top-level gives a valid two-level tree again, with nothing lost.
func MisplacedCategories(all []Category) []Category {
	topLevel := map[string]bool{}
	for _, c := range all {
		if c.Parent == "" {
			topLevel[c.Slug] = true
		}
	}
	var out []Category
	for _, c := range all {
		if c.Parent != "" && !topLevel[c.Parent] {
			out = append(out, c)
		}
	}
	return out
}

// ValidSlug: 1–40 of a-z, 0-9 and '-'.
func ValidSlug(s string) bool {
	if s == "" || len(s) > MaxSlugLen {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// AttributeKeyMessage explains what an attribute name may hold.
const AttributeKeyMessage = "Attribute names have 1 to 40 lowercase letters, digits and _, starting with a letter"

// ValidAttributeKey: a lowercase letter, then up to 39 of a-z, 0-9 and '_'.
func ValidAttributeKey(s string) bool {
	if s == "" || len(s) > MaxAttributeKeyLen || !(s[0] >= 'a' && s[0] <= 'z') {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

// CheckAttributes holds a product's attributes to at most 30 valid keys with
// short, visible values.
func CheckAttributes(errs FieldErrors, attrs map[string]string) {
	if len(attrs) > MaxProductAttributes {
		errs.Add("attributes", "A product has at most 30 attributes")
		return
	}
	for k, v := range attrs {
		v = strings.TrimSpace(v)
		switch {
		case !ValidAttributeKey(k):
			errs.Add("attributes", AttributeKeyMessage)
		case v == "" || utf8.RuneCountInString(v) > MaxAttributeValueLen:
			errs.Add("attributes", "Attribute values have 1 to 60 characters")
		case hasHiddenControls(v, false):
			errs.Add("attributes", HiddenControlsMessage)
		}
	}
}

// CategoryWithChildren is slug and the slugs of its children: what a filter
// on slug matches.
func CategoryWithChildren(slug string, all []Category) []string {
	out := []string{slug}
	for _, c := range all {
		if c.Parent == slug {
			out = append(out, c.Slug)
		}
	}
	return out
}

// FindCategory returns the category with this slug.
func FindCategory(slug string, all []Category) (Category, bool) {
	for _, c := range all {
		if c.Slug == slug {
			return c, true
		}
	}
	return Category{}, false
}
