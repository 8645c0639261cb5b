// Command apigen writes the OpenAPI document that the server serves at
// /api/openapi.json, for the front end's generated types (make api).
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/palletshop/pallet/adapters/httpapi"
)

func main() {
	out := flag.String("out", "docs/openapi.json", "where to write the document")
	flag.Parse()
	if err := write(*out); err != nil {
		fmt.Fprintln(os.Stderr, "apigen:", err)
		os.Exit(1)
	}
}

func write(path string) error {
	doc, err := httpapi.OpenAPIDocument()
	if err != nil {
		return err
	}
	return os.WriteFile(path, doc, 0o644)
}
