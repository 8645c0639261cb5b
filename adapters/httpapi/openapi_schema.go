package httpapi

import (
	"reflect"
	"slices"
	"strings"

	"github.com/swaggest/jsonschema-go"
	"github.com/swaggest/openapi-go/openapi31"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// newSchemaReflector reflects the request and view types with the rules
// the handlers keep: a field without omitempty is always sent (required),
// a pointer or map may be null unless tagged nullable:"false", a slice
// never is (views make them), and the domain's string types list their
// values, and request fields carry the server's limits (openapi_limits.go).
func newSchemaReflector() *openapi31.Reflector {
	r := openapi31.NewReflector()
	r.DefaultOptions = append(r.DefaultOptions,
		func(rc *jsonschema.ReflectContext) { rc.EnvelopNullability = true },
		jsonschema.InterceptDefName(func(t reflect.Type, _ string) string { return schemaName(t) }),
		jsonschema.InterceptSchema(enumOfDomainType),
		jsonschema.InterceptSchema(limitRequestFields),
		jsonschema.InterceptProp(requireUnlessOmitEmpty),
		jsonschema.InterceptProp(limitQueryParameters),
		jsonschema.InterceptNullability(func(p jsonschema.InterceptNullabilityParams) {
			slicesAreNeverNull(p)
			nullableRefsAllowNull(p)
		}),
	)
	return r
}

// schemaNames are the names whose Go spelling would read oddly in the
// front end's types.
var schemaNames = map[string]string{
	"Code":    "ErrorCode",
	"Session": "AuthResponse",
	"Address": "SavedAddress",
}

// schemaName names a type without its package and View suffix, in
// PascalCase; a list of T is TList and a history entry of S is SEvent.
func schemaName(t reflect.Type) string {
	name := t.Name()
	if open := strings.IndexByte(name, '['); open >= 0 {
		arg := name[open+1 : len(name)-1]
		arg = schemaNameOf(arg[strings.LastIndexByte(arg, '.')+1:])
		switch generic := name[:open]; generic {
		case "listView":
			return arg + "List"
		case "historyView":
			return strings.TrimSuffix(arg, "Status") + "Event"
		default:
			return schemaNameOf(generic) + arg
		}
	}
	return schemaNameOf(name)
}

func schemaNameOf(goName string) string {
	name := strings.TrimSuffix(goName, "View")
	name = strings.ToUpper(name[:1]) + name[1:]
	if renamed, ok := schemaNames[name]; ok {
		return renamed
	}
	return name
}

// enums are the values of the domain's string types that views show.
var enums = map[reflect.Type][]any{
	reflect.TypeFor[domain.BookingStatus](): {domain.StatusUnpaid, domain.StatusPaid, domain.StatusShipped, domain.StatusDelivered,
		domain.StatusCancelled, domain.StatusRefunded, domain.StatusExpired, domain.StatusRefunding,
		domain.StatusPendingApproval, domain.StatusRejected, domain.StatusPartiallyShipped, domain.StatusPartiallyRefunded},
	reflect.TypeFor[domain.CompanyRole](): {domain.CompanyAdmin, domain.CompanyApprover, domain.CompanyBuyer},
	reflect.TypeFor[domain.QuoteStatus](): {domain.QuoteRequested, domain.QuoteOffered, domain.QuoteAccepted, domain.QuoteDeclined, domain.QuoteExpired},
	reflect.TypeFor[domain.Role]():        {domain.RoleAdmin, domain.RoleCustomer},
	reflect.TypeFor[domain.ProductSort](): {domain.SortRelevance, domain.SortNewest, domain.SortPriceAsc, domain.SortPriceDesc, domain.SortName},
	reflect.TypeFor[domain.Code]():        errorCodes(),
	reflect.TypeFor[ports.AuthMode]():     {ports.AuthLocal, ports.AuthFirebase},
	reflect.TypeFor[ports.PaymentMode]():  {ports.PaymentTest, ports.PaymentStripe},
}

// errorCodes are the codes of the one code→status table, in order.
func errorCodes() []any {
	codes := make([]string, 0, len(statusByCode))
	for code := range statusByCode {
		codes = append(codes, string(code))
	}
	slices.Sort(codes)
	out := make([]any, len(codes))
	for i, c := range codes {
		out[i] = c
	}
	return out
}

func enumOfDomainType(p jsonschema.InterceptSchemaParams) (bool, error) {
	if values, ok := enums[p.Value.Type()]; ok && p.Processed {
		p.Schema.Enum = values
	}
	return false, nil
}

func requireUnlessOmitEmpty(p jsonschema.InterceptPropParams) error {
	tag, hasJSON := p.Field.Tag.Lookup("json")
	if !p.Processed || !hasJSON || strings.Contains(tag, ",omitempty") || p.ParentSchema == nil {
		return nil
	}
	if !slices.Contains(p.ParentSchema.Required, p.Name) {
		p.ParentSchema.Required = append(p.ParentSchema.Required, p.Name)
	}
	return nil
}

func slicesAreNeverNull(p jsonschema.InterceptNullabilityParams) {
	if p.NullAdded && p.Type.Kind() == reflect.Slice {
		p.Schema.RemoveType(jsonschema.Null)
	}
}

// nullableRefsAllowNull fixes a pointer to a named type, which the reflector
// envelops as anyOf [null, $ref] but also types as an object, which forbids
// the null the handlers send (a cart line's nextBreak, the config's firebase).
func nullableRefsAllowNull(p jsonschema.InterceptNullabilityParams) {
	anyOf := p.Schema.AnyOf
	if len(anyOf) != 2 || anyOf[0].TypeObject == nil || !anyOf[0].TypeObject.HasType(jsonschema.Null) {
		return
	}
	p.Schema.Type = nil
	if ref := anyOf[1].TypeObject; ref != nil && ref.Ref != nil {
		ref.Type = nil
	}
}
