package plugin

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestDirectiveFindingsAreNamedDirective: golangci-lint prefixes each message with the name of
// the analyzer that reported it, so a directive finding must come from the directive analyzer
// ("directive: ..."), as `mcperr vet` names it, not from the analyzer the directive names; and
// under golangci-lint the message does not repeat the rule (go vet's suffix is mcperrvet's).
func TestDirectiveFindingsAreNamedDirective(t *testing.T) {
	dir, graph := analyzeFixture(t, nil, "./mcpgo")
	var got []string
	for _, act := range graph.Roots {
		for _, d := range act.Diagnostics {
			pos := act.Package.Fset.Position(d.Pos)
			rel, _ := filepath.Rel(dir, pos.Filename)
			got = append(got, act.Analyzer.Name+": "+filepath.ToSlash(rel)+":"+strconv.Itoa(pos.Line)+": "+d.Message)
		}
	}
	all := strings.Join(got, "\n")
	if !strings.Contains(all, "directive: mcpgo/main.go:40: mcperr:ignore directive without a reason") {
		t.Errorf("no directive finding from the directive analyzer for mcpgo/main.go:40:\n%s", all)
	}
	for _, g := range got {
		if strings.Contains(g, "mcperr:ignore") && !strings.HasPrefix(g, "directive: ") {
			t.Errorf("a directive finding from another analyzer: %s", g)
		}
		if strings.HasSuffix(g, ")") && strings.Contains(g, " (protocolerror)") {
			t.Errorf("a message repeats its rule: %s", g)
		}
	}
}
