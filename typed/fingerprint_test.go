package typed

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/scanner/finding"
)

// registrationSrc is a server whose one registration hands over an adapter standing for two
// handlers: a finding at the registration for each handler's return, as protocolerror reports
// a shared adapter's harms, is told apart from the other by the return it names.
const registrationSrc = `package srv

func register(s *Server) {
	s.AddTool(tool("all"), adapt(search, fetch))
}

func search() error {
	return errSearch
}

func fetch() error {
	return errFetch
}

func retry(again bool) error {
	if again {
		return errRetry
	}
	return errRetry
}
`

// diag is a diagnostic to make at the text at of a fixture, related to the text rel.
type diag struct{ at, msg, rel string }

// collectOn writes src (after pad blank lines at its top) as srv.go of a package and collects
// the diagnostics ds of analyzer protocolerror on it, in that order.
func collectOn(t *testing.T, src string, pad int, ds ...diag) *finding.Document {
	t.Helper()
	root := t.TempDir()
	src = strings.Repeat("\n", pad) + src
	file := filepath.Join(root, "srv.go")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	srcs := NewSources()
	f, err := srcs.parse(fset, file, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	pos := func(text string) token.Pos { // "2nd " names the second occurrence of the text after it
		i := -1
		if rest, ok := strings.CutPrefix(text, "2nd "); ok {
			if j := strings.Index(src, rest); j >= 0 {
				i = strings.Index(src[j+1:], rest) + j + 1
			}
		} else {
			i = strings.Index(src, text)
		}
		if i < 0 {
			t.Fatalf("no %q in the fixture", text)
		}
		return f.FileStart + token.Pos(i)
	}
	act := &checker.Action{Analyzer: &analysis.Analyzer{Name: "protocolerror"}, IsRoot: true,
		Package: &packages.Package{ID: "srv", PkgPath: "example.com/srv", Fset: fset, GoFiles: []string{file},
			CompiledGoFiles: []string{file}, Syntax: []*ast.File{f}}}
	for _, d := range ds {
		p, r := pos(d.at), pos(d.rel)
		at, _ := strings.CutPrefix(d.at, "2nd ")
		act.Diagnostics = append(act.Diagnostics, analysis.Diagnostic{Pos: p, End: p + token.Pos(len(at)), Message: d.msg,
			Related: []analysis.RelatedInformation{{Pos: r, End: r + token.Pos(len(d.rel)), Message: "the handler returns the error here"}}})
	}
	doc, failures := Collect(root, &checker.Graph{Roots: []*checker.Action{act}}, srcs)
	if len(failures) > 0 {
		t.Fatal(failures)
	}
	if len(doc.Findings) != len(ds) {
		t.Fatalf("%d findings, want %d", len(doc.Findings), len(ds))
	}
	return doc
}

const (
	reg    = `s.AddTool(tool("all"), adapt(search, fetch))`
	search = "return errSearch"
	fetch  = "return errFetch"
)

// TestFingerprintIgnoresWording: a finding whose message is reworded keeps its fingerprint, so
// a baseline written before the rewording still accepts it; the legacy fingerprint, which
// hashed the message, is the one that changes.
func TestFingerprintIgnoresWording(t *testing.T) {
	before := collectOn(t, registrationSrc, 0, diag{reg, "tool handler search returns an error, which mcp-go sends as a JSON-RPC error", search})
	after := collectOn(t, registrationSrc, 0, diag{reg, "tool handler search returns an error: the client gets a JSON-RPC -32603 error", search})
	b, a := &before.Findings[0], &after.Findings[0]
	if b.Fingerprint != a.Fingerprint {
		t.Errorf("rewording the message changed the fingerprint: %s -> %s", b.Fingerprint, a.Fingerprint)
	}
	if before.Legacy.Of(b) == "" || before.Legacy.Of(b) == after.Legacy.Of(a) {
		t.Errorf("legacy fingerprints %q and %q: want the message in them, as before", before.Legacy.Of(b), after.Legacy.Of(a))
	}
}

// TestFingerprintLegacyIsTheOldOne: the legacy fingerprint is the one earlier versions gave:
// rule, path, function, the construct and the message without its positions, with
// Disambiguate's suffix on the second of two equal ones.
func TestFingerprintLegacyIsTheOldOne(t *testing.T) {
	msg := "tool handler search returns an error (see srv.go:9)"
	again := "tool handler retry returns an error"
	doc := collectOn(t, registrationSrc, 0, diag{reg, msg, search},
		diag{"return errRetry", again, search}, diag{"2nd return errRetry", again, fetch})
	old := finding.Fingerprint("protocolerror", "srv.go", "register", reg+"\x00"+FingerprintMessage(msg))
	if got := doc.Legacy.Of(&doc.Findings[0]); got != old {
		t.Errorf("legacy fingerprint %q, want %q", got, old)
	}
	old = finding.Fingerprint("protocolerror", "srv.go", "retry", "return errRetry\x00"+again)
	if got := []string{doc.Legacy.Of(&doc.Findings[1]), doc.Legacy.Of(&doc.Findings[2])}; got[0] != old || got[1] != old+":2" {
		t.Errorf("legacy fingerprints %q, want %q and its second", got, old)
	}
}

// TestFingerprintsAtOneRegistration: two findings at one registration, one per handler's
// return it stands for, have fingerprints of their own, told apart by the return each names:
// not by their messages (rewording them keeps both), nor by the order they are reported in;
// lines added above keep them.
func TestFingerprintsAtOneRegistration(t *testing.T) {
	msg := func(handler, wire string) string {
		return "tool handler " + handler + " returns an error, which " + wire
	}
	// byReturn keys each finding's fingerprint by how far below the registration its return is.
	byReturn := func(doc *finding.Document) map[int]string {
		out := map[int]string{}
		for _, f := range doc.Findings {
			out[f.Related[0].Line-f.Line] = f.Fingerprint
		}
		return out
	}
	wire := "mcp-go sends as a JSON-RPC error"
	one := byReturn(collectOn(t, registrationSrc, 0, diag{reg, msg("search", wire), search}, diag{reg, msg("fetch", wire), fetch}))
	if len(one) != 2 || one[4] == one[8] || strings.Contains(one[4]+one[8], ":") {
		t.Fatalf("fingerprints %v: want two distinct ones without a suffix", one)
	}
	reworded := "the client gets as a JSON-RPC -32603 error"
	for name, other := range map[string]map[int]string{
		"with the messages reworded":  byReturn(collectOn(t, registrationSrc, 0, diag{reg, msg("search", reworded), search}, diag{reg, msg("fetch", reworded), fetch})),
		"reported in the other order": byReturn(collectOn(t, registrationSrc, 0, diag{reg, msg("fetch", wire), fetch}, diag{reg, msg("search", wire), search})),
		"with lines added above":      byReturn(collectOn(t, registrationSrc, 5, diag{reg, msg("search", wire), search}, diag{reg, msg("fetch", wire), fetch})),
	} {
		for k, fp := range one {
			if other[k] != fp {
				t.Errorf("%s, the finding for the return %d lines below has fingerprint %s, want %s", name, k, other[k], fp)
			}
		}
	}
}

// TestFingerprintReadsTheRelatedFirstLine: of a related place that spans lines (a registration
// with its tool's description), only the first line enters the fingerprint: a reworded
// description keeps the finding's fingerprint, another tool name does not.
func TestFingerprintReadsTheRelatedFirstLine(t *testing.T) {
	src := func(name, desc string) string {
		return "package srv\n\nfunc register(s *Server) {\n\ts.AddTool(tool(\"" + name + "\",\n\t\tdescribed(\"" + desc + "\")), handle)\n}\n\nfunc handle() error {\n\treturn errHandle\n}\n"
	}
	fp := func(name, desc string) string {
		rel := "s.AddTool(tool(\"" + name + "\",\n\t\tdescribed(\"" + desc + "\")), handle)"
		return collectOn(t, src(name, desc), 0, diag{"return errHandle", "tool handler handle returns an error", rel}).Findings[0].Fingerprint
	}
	a := fp("search", "Searches the notes.")
	if b := fp("search", "Searches every note of the vault."); b != a {
		t.Errorf("rewording the tool's description changed the fingerprint: %s -> %s", a, b)
	}
	if c := fp("lookup", "Searches the notes."); c == a {
		t.Errorf("another tool's registration left the fingerprint %s", a)
	}
}
