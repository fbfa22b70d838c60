package policy

import (
	"go/parser"
	"go/token"
	"testing"
)

const goSrc = `package server

// handle answers the search tool.
//
//mcperr:ignore panicleak arguments are validated by the schema middleware
func handle(args map[string]any) string {
	q := args["q"].(string)
	return q
}

func other(args map[string]any) string {
	return args["q"].(string)
}
`

func TestScopeGoFuncs(t *testing.T) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "server.go", goSrc, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	ds := Directives([]byte(goSrc))
	ScopeGoFuncs(fset, file, ds)
	if ds[0].ScopeStart != 6 || ds[0].ScopeEnd != 9 {
		t.Fatalf("scope %d-%d, want the function, lines 6-9", ds[0].ScopeStart, ds[0].ScopeEnd)
	}
	res, _ := Apply(sampleDoc(sampleFinding("panicleak", 7), sampleFinding("panicleak", 12)), Options{Directives: map[string][]Directive{"server.go": ds}})
	if res.Suppressed != 1 || len(res.Doc.Findings) != 1 || res.Doc.Findings[0].Line != 12 {
		t.Errorf("suppressed %d, kept %+v: want the finding in handle suppressed and the one in other kept", res.Suppressed, res.Doc.Findings)
	}
}
