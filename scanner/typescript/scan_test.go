package typescript_test

import (
	"context"
	"fmt"
	"sort"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/typescript"
)

// TestScanLinksModules runs the real scanner on the cross-file fixture: the modules without a
// needle (an API client, a validation helper, a handler module) are extracted because keys
// name them (Definer), and the pending findings stand as the fixture harness, which extracts
// every file, says they do.
func TestScanLinksModules(t *testing.T) {
	const dir = "testdata/servers/ts-crossfile"
	want := places(extracttest.Run(t, typescript.Language(), dir))
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, typescript.Language())
	if err != nil {
		t.Fatal(err)
	}
	if got := places(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("scan found\n%v\nthe harness\n%v", got, want)
	}
}

func places(fs []finding.Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, fmt.Sprintf("%s %s:%d %s related=%d", f.Rule, f.Path, f.Line, f.Context, len(f.Related)))
	}
	sort.Strings(out)
	return out
}

// TestScanTypedCalls runs the real scanner, through its content cache twice, on results whose
// typed fields a helper of another module builds: the module holds no needle and is extracted
// because a result's call names it, and each finding's typed fields, profile and message
// equal the harness's, which extracts every file.
func TestScanTypedCalls(t *testing.T) {
	const dir = "testdata/servers/ts-typedcalls"
	want := typedOf(extracttest.Run(t, typescript.Language(), dir))
	cache := t.TempDir()
	for run := 0; run < 2; run++ {
		doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2, CacheDir: cache}, typescript.Language())
		if err != nil {
			t.Fatal(err)
		}
		if got := typedOf(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("run %d: scan found\n%v\nthe harness\n%v", run, got, want)
		}
		for _, f := range doc.Findings {
			if f.Method != finding.Both { // the lexical pass sees every isError: true
				t.Errorf("run %d: %s:%d: method %s, want both", run, f.Path, f.Line, f.Method)
			}
		}
	}
}

func typedOf(fs []finding.Finding) []string {
	var out []string
	for _, f := range fs {
		if f.Site != nil {
			out = append(out, fmt.Sprintf("%s %s:%d %+v %s uses=%d %s", f.Rule, f.Path, f.Line, f.Site.Typed, f.Site.Profile, f.Site.Uses, f.Message))
		}
	}
	sort.Strings(out)
	return out
}

// TestScanTableFiles runs the real scanner on tool table entries alone in files without a
// needle: the main pass parses them (Admit) and reports their findings, as the harness does;
// the declaration file is not parsed.
func TestScanTableFiles(t *testing.T) {
	const dir = "testdata/servers/ts-tablefile"
	want := places(extracttest.Run(t, typescript.Language(), dir))
	if len(want) == 0 {
		t.Fatal("the fixture yields no finding")
	}
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, typescript.Language())
	if err != nil {
		t.Fatal(err)
	}
	if got := places(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("scan found\n%v\nthe harness\n%v", got, want)
	}
	// index.ts (a needle), fetchNote.ts and archive.ts (Admit); not index.ts of tools, store.ts
	// or types.d.ts.
	if doc.Summary.FilesParsed != 3 {
		t.Errorf("%d files parsed, want 3", doc.Summary.FilesParsed)
	}
}

// TestScanUnimported runs the real scanner on actions that no module imports: it drops their
// findings as the harness does, having read what every file refers to (Referrer); a file of
// them scanned alone keeps its finding, as nothing says what the rest of its root imports.
func TestScanUnimported(t *testing.T) {
	const dir = "testdata/servers/ts-unimported"
	want := places(extracttest.Run(t, typescript.Language(), dir))
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, typescript.Language())
	if err != nil {
		t.Fatal(err)
	}
	if got := places(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("scan found\n%v\nthe harness\n%v", got, want)
	}
	alone, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir + "/src/actions/orphan.ts"}, Jobs: 2}, typescript.Language())
	if err != nil {
		t.Fatal(err)
	}
	if len(alone.Findings) != 2 || alone.Findings[0].Rule != "errorresult" || alone.Findings[0].Line != 11 ||
		alone.Findings[1].Rule != "softerror" || alone.Findings[1].Line != 16 {
		t.Errorf("orphan.ts scanned alone: %v, want its errorresult at line 11 and its softerror at line 16", places(alone.Findings))
	}
}

// TestScanLoaders runs the real scanner on the loader fixtures: what it keeps of the tool
// objects a loader class imports (a class the server instantiates, or only imports) is what the
// harness keeps.
func TestScanLoaders(t *testing.T) {
	for _, dir := range []string{"testdata/servers/js-loaderclass", "testdata/servers/js-loaderunused"} {
		want := places(extracttest.Run(t, typescript.Language(), dir))
		doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, typescript.Language())
		if err != nil {
			t.Fatal(err)
		}
		if got := places(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: scan found\n%v\nthe harness\n%v", dir, got, want)
		}
	}
}

// TestScanRecordLoop runs the real scanner on tool records whose handlers live in modules
// without a needle, reached only through the default-exported tables that a registration loop
// spreads: the scan extracts them and keeps what the harness keeps.
func TestScanRecordLoop(t *testing.T) {
	const dir = "testdata/servers/js-recordloop"
	want := places(extracttest.Run(t, typescript.Language(), dir))
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, typescript.Language())
	if err != nil {
		t.Fatal(err)
	}
	if got := places(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("scan found\n%v\nthe harness\n%v", got, want)
	}
}
