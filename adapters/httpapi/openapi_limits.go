package httpapi

import (
	"fmt"
	"reflect"

	"github.com/swaggest/jsonschema-go"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// fieldLimit is what the server takes in one request field, as the
// document says it: the same constants the domain checks with, so a
// client (the front end's forms) can read a limit instead of copying it.
// Lengths count characters; zero or nil means no limit.
type fieldLimit struct {
	minLength, maxLength int
	minimum, maximum     *int64
	minItems, maxItems   int
	maxProperties        int
	valueMaxLength       int    // each value of a map
	maxLines             int    // x-maxLines: lines of a text that aren't blank
	maxBytes             int    // x-maxBytes: a file's size
	message              string // what a query parameter past its limit is told; "": a message made from the limit
}

// text is required (not blank) text of at most max characters (domain.CheckText).
func text(max int) fieldLimit { return fieldLimit{minLength: 1, maxLength: max} }

// optionalText is at most max characters (domain.CheckOptionalText).
func optionalText(max int) fieldLimit { return fieldLimit{maxLength: max} }

func between[N int | int64](min, max N) fieldLimit {
	lo, hi := int64(min), int64(max)
	return fieldLimit{minimum: &lo, maximum: &hi}
}

func atMost[N int | int64](max N) fieldLimit {
	hi := int64(max)
	return fieldLimit{maximum: &hi}
}

// orderDetailLimits are domain.OrderDetails' rules, for every order form.
var orderDetailLimits = map[string]fieldLimit{
	"address": text(domain.MaxAddressLen), "phone": text(domain.MaxPhoneLen),
	"clientName": optionalText(domain.MaxNameLen), "poNumber": optionalText(domain.MaxPONumberLen),
	"note": optionalText(domain.MaxNoteLen),
}

// requestLimits are the limits of request fields, by request type and JSON
// field name. Only what the server checks on its own belongs here: a rule
// that depends on other data (a product's minimum order) does not.
var requestLimits = map[reflect.Type]map[string]fieldLimit{
	reflect.TypeFor[signUpRequest](): {"name": text(domain.MaxNameLen), "email": text(domain.MaxEmailLen),
		"password": {minLength: domain.MinPasswordLen, maxLength: domain.MaxPasswordLen}},
	reflect.TypeFor[passwordResetConfirmation](): {"password": {minLength: domain.MinPasswordLen, maxLength: domain.MaxPasswordLen}},
	reflect.TypeFor[profileRequest]():            {"name": text(domain.MaxNameLen), "photoUrl": optionalText(domain.MaxURLLen)},
	reflect.TypeFor[companyView](): {"companyName": optionalText(domain.MaxShortTextLen), "vatId": optionalText(domain.MaxVATIDLen),
		"billingAddress": optionalText(domain.MaxAddressLen)},
	reflect.TypeFor[createCompanyRequest](): {"name": text(domain.MaxShortTextLen), "vatId": optionalText(domain.MaxVATIDLen),
		"billingAddress": optionalText(domain.MaxAddressLen)},
	reflect.TypeFor[companyPatchRequest](): {"name": text(domain.MaxShortTextLen), "vatId": optionalText(domain.MaxVATIDLen),
		"billingAddress": optionalText(domain.MaxAddressLen)},
	reflect.TypeFor[invitationRequest]():     {"email": text(domain.MaxEmailLen), "spendingLimitCents": between(0, domain.MaxSpendingLimitCents)},
	reflect.TypeFor[rejectRequest]():         {"reason": text(domain.MaxRejectReasonLen)},
	reflect.TypeFor[contractPricesRequest](): {"prices": {maxItems: domain.MaxContractPrices}},
	reflect.TypeFor[contractPriceLine]():     {"sku": text(domain.MaxSKULen), "unitPriceCents": between(1, domain.MaxPriceCents)},
	reflect.TypeFor[addressRequest](): {"label": optionalText(domain.MaxLabelLen), "address": text(domain.MaxAddressLen),
		"phone": text(domain.MaxPhoneLen)},

	reflect.TypeFor[productRequest](): {"name": text(domain.MaxShortTextLen), "brand": text(domain.MaxNameLen),
		"descriptions": text(domain.MaxLongTextLen), "img": text(domain.MaxURLLen), "sku": text(domain.MaxSKULen),
		"priceCents": between(1, domain.MaxPriceCents), "stock": between(0, domain.MaxStock),
		"minOrderQuantity": between(1, domain.MaxStock), "lowStockThreshold": between(0, domain.MaxStock),
		"priceBreaks": {maxItems: domain.MaxPriceBreaks}, "category": optionalText(domain.MaxSlugLen),
		"attributes":  {maxProperties: domain.MaxProductAttributes, valueMaxLength: domain.MaxAttributeValueLen},
		"restockDays": between(1, domain.MaxRestockDays)},
	reflect.TypeFor[priceBreakView](): {"minQuantity": atMost(domain.MaxStock), "unitPriceCents": between(1, domain.MaxPriceCents)},
	reflect.TypeFor[categoryRequest](): {"name": text(domain.MaxCategoryNameLen), "parent": optionalText(domain.MaxSlugLen),
		"attributes": {maxItems: domain.MaxCategoryAttributes}},
	reflect.TypeFor[categoryAttributeView](): {"key": text(domain.MaxAttributeKeyLen), "label": text(domain.MaxCategoryNameLen)},
	reflect.TypeFor[uploadForm]():            {"image": {maxBytes: app.MaxUploadBytes}},

	reflect.TypeFor[bookingRequest]():    orderDetailLimits,
	reflect.TypeFor[checkoutRequest]():   orderDetailLimits,
	reflect.TypeFor[acceptRequest]():     orderDetailLimits,
	reflect.TypeFor[cartLineRequest]():   {"quantity": between(1, domain.MaxCartQuantity)},
	reflect.TypeFor[quickOrderRequest](): {"text": {maxLines: app.MaxQuickOrderLines}},
	reflect.TypeFor[quoteRequest](): {"lines": {minItems: 1, maxItems: domain.MaxOrderLines},
		"note": optionalText(domain.MaxNoteLen)},
	reflect.TypeFor[quoteRequestLine](): {"quantity": atMost(domain.MaxStock)},
	reflect.TypeFor[offerLine]():        {"unitPriceCents": between(1, domain.MaxPriceCents), "quantity": between(1, domain.MaxStock)},
	reflect.TypeFor[offerRequest](): {"reply": optionalText(domain.MaxReplyLen),
		"leadTimeDays": between(0, domain.MaxOfferLeadTimeDays)},
	reflect.TypeFor[shipRequest]():     {"trackingNumber": optionalText(domain.MaxTrackingLen)},
	reflect.TypeFor[markPaidRequest](): {"reference": text(domain.MaxReferenceLen)},

	reflect.TypeFor[reviewRequest](): {"review": text(domain.MaxReviewLen), "rating": between(domain.MinRating, domain.MaxRating),
		"img": text(domain.MaxURLLen)},
	reflect.TypeFor[contactRequest](): {"email": text(domain.MaxEmailLen), "name": text(domain.MaxNameLen),
		"subject": text(domain.MaxShortTextLen), "message": text(domain.MaxContactMessage)},
}

// queryLimits are the limits of query parameters, by name: a name means the
// same on every route. bindQuery holds requests to them.
var queryLimits = map[string]fieldLimit{
	"page":   atMost(maxPage),
	"limit":  atMost(domain.MaxPageLimit),
	"days":   between(1, app.MaxDashboardDays),
	"q":      {maxLength: domain.MaxShortTextLen, message: msgSearchTooLong},
	"brand":  {maxLength: domain.MaxShortTextLen, message: msgSearchTooLong},
	"sku":    {maxLength: domain.MaxSKULen, message: fmt.Sprintf("A part number has 1 to %d characters", domain.MaxSKULen)},
	"actor":  {maxLength: domain.MaxShortTextLen, message: msgFilterTooLong},
	"action": {maxLength: domain.MaxShortTextLen, message: msgFilterTooLong},
}

const (
	maxPage          = 1 << 20
	msgSearchTooLong = "The search is too long"
	msgFilterTooLong = "The filter is too long"
)

// limitQueryParameters writes a query parameter's limits into its schema.
func limitQueryParameters(p jsonschema.InterceptPropParams) error {
	name, isQuery := p.Field.Tag.Lookup("query")
	if limit, ok := queryLimits[name]; p.Processed && isQuery && ok && p.PropertySchema != nil {
		limit.apply(p.PropertySchema)
	}
	return nil
}

// limitRequestFields writes a request type's limits into its schema.
func limitRequestFields(p jsonschema.InterceptSchemaParams) (bool, error) {
	if !p.Processed {
		return false, nil
	}
	if p.Value.Type() == reflect.TypeFor[termsRequest]() {
		limitNetDays(p.Schema)
	}
	for name, limit := range requestLimits[p.Value.Type()] {
		if prop, ok := p.Schema.Properties[name]; ok && prop.TypeObject != nil {
			limit.apply(prop.TypeObject)
		}
	}
	return false, nil
}

func (l fieldLimit) apply(s *jsonschema.Schema) {
	s.MinLength = int64(l.minLength)
	s.MaxLength = positive(l.maxLength)
	s.MinItems = int64(l.minItems)
	s.MaxItems = positive(l.maxItems)
	s.MaxProperties = positive(l.maxProperties)
	if l.minimum != nil {
		s.WithMinimum(float64(*l.minimum))
	}
	if l.maximum != nil {
		s.WithMaximum(float64(*l.maximum))
	}
	if l.valueMaxLength > 0 && s.AdditionalProperties != nil && s.AdditionalProperties.TypeObject != nil {
		s.AdditionalProperties.TypeObject.MaxLength = positive(l.valueMaxLength)
	}
	if l.maxLines > 0 {
		s.WithExtraPropertiesItem("x-maxLines", l.maxLines)
	}
	if l.maxBytes > 0 {
		s.WithExtraPropertiesItem("x-maxBytes", l.maxBytes)
	}
}

// limitNetDays says that invoice terms give MinNetDays to MaxNetDays to
// pay; without invoice terms the days are not checked.
func limitNetDays(s *jsonschema.Schema) {
	days := (&jsonschema.Schema{}).WithMinimum(domain.MinNetDays).WithMaximum(domain.MaxNetDays)
	s.WithIf((&jsonschema.Schema{}).WithProperties(map[string]jsonschema.SchemaOrBool{
		"invoiceTerms": (&jsonschema.Schema{}).WithConst(true).ToSchemaOrBool()}).ToSchemaOrBool())
	s.WithThen((&jsonschema.Schema{}).WithProperties(map[string]jsonschema.SchemaOrBool{
		"netDays": days.ToSchemaOrBool()}).ToSchemaOrBool())
}

func positive(n int) *int64 {
	if n <= 0 {
		return nil
	}
	v := int64(n)
	return &v
}
