package typed

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/scanner/finding"
)

// TestModuleNotes: a main-module package importing an SDK package gets a note on its go.mod for
// each way the SDK version is assumed or uncertain, and none for a plain require.
func TestModuleNotes(t *testing.T) {
	const sdk = "github.com/mark3labs/mcp-go"
	main := &packages.Module{Path: "example.com/m", Main: true, GoMod: "/r/sub/go.mod"}
	notes := func(m *packages.Module) []finding.Note {
		sdkPkg := &packages.Package{PkgPath: sdk + "/mcp", Module: m}
		p := &packages.Package{PkgPath: "example.com/m", Module: main, Imports: map[string]*packages.Package{sdkPkg.PkgPath: sdkPkg}}
		return ModuleNotes("/r", []*packages.Package{p})
	}
	for _, c := range []struct {
		name string
		m    *packages.Module
		want string // "minor: " marks a minor note; "" no note
	}{
		{"require", &packages.Module{Path: sdk, Version: "v1.2.1"}, ""},
		{"local replace", &packages.Module{Path: sdk, Version: "v1.2.1", Replace: &packages.Module{Path: "../fork"}},
			"github.com/mark3labs/mcp-go replaced by the local directory ../fork; version unknown, newest assumed"},
		{"versioned replace", &packages.Module{Path: sdk, Version: "v1.2.1", Replace: &packages.Module{Path: "example.com/fork", Version: "v1.1.0"}},
			"minor: github.com/mark3labs/mcp-go replaced by example.com/fork v1.1.0; its version read as v1.1.0"},
		{"pseudo-version", &packages.Module{Path: sdk, Version: "v0.0.0-20250101000000-0123456789ab"},
			"github.com/mark3labs/mcp-go at the pseudo-version v0.0.0-20250101000000-0123456789ab, a commit and not a release; the behaviour of v0.0.0 assumed"},
		{"pseudo-version after a release", &packages.Module{Path: sdk, Version: "v1.2.2-0.20250101000000-0123456789ab"},
			"github.com/mark3labs/mcp-go at the pseudo-version v1.2.2-0.20250101000000-0123456789ab, a commit and not a release; the behaviour of v1.2.2 assumed"},
	} {
		var got []string
		for _, n := range notes(c.m) {
			if n.Path != "sub/go.mod" {
				t.Errorf("%s: note path %q, want sub/go.mod", c.name, n.Path)
			}
			if n.Minor {
				n.Message = "minor: " + n.Message
			}
			got = append(got, n.Message)
		}
		if strings.Join(got, "\n") != c.want {
			t.Errorf("%s: notes %q, want %q", c.name, got, c.want)
		}
	}
	if ns := notes(nil); len(ns) != 1 || !strings.Contains(ns[0].Message, "no module information") {
		t.Errorf("without module information: notes %v, want one saying so", ns)
	}
}
