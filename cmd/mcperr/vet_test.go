package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// vetModule is the testdata module of the vet tests: an mcp-go and a go-sdk server with
// findings, a recovered server without, and a package that does not type-check. It depends on
// the real SDK modules (mcp-go v1.2.1, go-sdk v1.8.0) through its go.mod and go.sum.
var vetModule = filepath.Join("testdata", "vet")

// vetWrapModule is the testdata module of TestVetWrapperModule: a go-sdk server built by a
// wrapper module of its own (testdata/instrumentmod, required at a version and replaced by that
// directory).
var vetWrapModule = filepath.Join("testdata", "vetwrap")

var (
	vetDownloadMu   sync.Mutex
	vetDownloadErrs = map[string]error{} // by module directory, once each
)

// enterVetModule enters the vet module (enterModule).
func enterVetModule(t *testing.T) string {
	t.Helper()
	return enterModule(t, vetModule)
}

// enterModule makes the SDK modules available in the module cache (the main module does not
// require them, so a fresh machine may not have them yet; `go mod download` is a no-op when it
// does), then runs the test inside the module at dir with the module proxy off, so that the
// run itself never reaches the network.
func enterModule(t testing.TB, module string) string {
	t.Helper()
	dir, err := filepath.Abs(module)
	if err != nil {
		t.Fatal(err)
	}
	vetDownloadMu.Lock()
	downloadErr, done := vetDownloadErrs[dir]
	if !done {
		cmd := exec.Command("go", "mod", "download")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOWORK=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			downloadErr = &cmdError{"go mod download in " + dir, out, err}
		}
		vetDownloadErrs[dir] = downloadErr
	}
	vetDownloadMu.Unlock()
	if downloadErr != nil {
		t.Fatal(downloadErr)
	}
	t.Setenv("GOTOOLCHAIN", "local")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Setenv("GOWORK", "off")
	// The vet cache of a test is its own (not XDG_CACHE_HOME: the go build cache lives there).
	cache, saved := t.TempDir(), vetCacheDir
	vetCacheDir = func() (string, error) { return cache, nil }
	t.Cleanup(func() { vetCacheDir = saved })
	t.Chdir(dir)
	return dir
}

type cmdError struct {
	what string
	out  []byte
	err  error
}

func (e *cmdError) Error() string { return e.what + ": " + e.err.Error() + "\n" + string(e.out) }

// runVetCmd runs `mcperr vet args...` through the real command tree.
func runVetCmd(args ...string) (string, string, int) {
	var out, errw bytes.Buffer
	code := run(append([]string{"vet"}, args...), strings.NewReader(""), &out, &errw)
	return out.String(), errw.String(), code
}

// vetLocations returns "path:line rule" for each finding of a JSON run.
func vetLocations(t *testing.T, out, errw string) []string {
	t.Helper()
	var doc finding.Document
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("not a JSON document (%v): %s\nstderr: %s", err, out, errw)
	}
	var got []string
	for _, f := range doc.Findings {
		if f.Method != finding.Types && f.Rule != "directive" {
			t.Errorf("%s:%d %s: method %q, want %q", f.Path, f.Line, f.Rule, f.Method, finding.Types)
		}
		if f.Fingerprint == "" || f.Lang != finding.Go {
			t.Errorf("%s:%d %s: fingerprint %q, lang %q", f.Path, f.Line, f.Rule, f.Fingerprint, f.Lang)
		}
		got = append(got, f.Path+":"+itoa(f.Line)+" "+f.Rule)
	}
	sort.Strings(got)
	return got
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// wantVet are the findings of the module's analyzable packages: the assertion in head is
// accepted by a directive with a reason; the one in tail is not, because its directive has no
// reason, and that directive is reported; the typed go-sdk handler and the recovered server
// have nothing.
var wantVet = []string{
	"gosdk/main.go:32 protocolerror",
	"gosdk/main.go:35 protocolerror",
	"mcpgo/main.go:24 panicleak",
	"mcpgo/main.go:26 protocolerror",
	"mcpgo/main.go:40 directive",
	"mcpgo/main.go:40 panicleak",
}

func TestVetFindings(t *testing.T) {
	enterVetModule(t)
	out, errw, code := runVetCmd("--format", "json", "./mcpgo", "./gosdk", "./recovered")
	if code != exitFindings {
		t.Fatalf("exit %d, want %d; stderr %s", code, exitFindings, errw)
	}
	if got := vetLocations(t, out, errw); strings.Join(got, "\n") != strings.Join(wantVet, "\n") {
		t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantVet, "\n"))
	}
}

// TestVetTests: with --tests the package is analyzed alone and with its test file; each
// finding is printed once.
func TestVetTests(t *testing.T) {
	enterVetModule(t)
	out, errw, code := runVetCmd("--format", "json", "--tests", "./mcpgo")
	if code != exitFindings {
		t.Fatalf("exit %d, want %d; stderr %s", code, exitFindings, errw)
	}
	var want []string
	for _, w := range wantVet {
		if strings.HasPrefix(w, "mcpgo/") {
			want = append(want, w)
		}
	}
	if got := vetLocations(t, out, errw); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestVetText: the default format prints vet-style lines relative to the working directory,
// with the summary on stderr.
func TestVetText(t *testing.T) {
	enterVetModule(t)
	out, errw, code := runVetCmd("./mcpgo")
	if code != exitFindings {
		t.Fatalf("exit %d, want %d; stderr %s", code, exitFindings, errw)
	}
	for _, want := range []string{"mcpgo/main.go:24:10: panicleak: ", "mcpgo/main.go:26:3: protocolerror: ", "mcpgo/main.go:40:48: directive: "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "mcpgo/main.go:34:") {
		t.Errorf("the directive with a reason in head did not suppress its finding:\n%s", out)
	}
	if !strings.Contains(errw, "4 problems") {
		t.Errorf("stderr lacks the summary line: %s", errw)
	}
}

// TestVetClean: the recovered server has nothing to report; its directive for softerror, a rule
// of mcperr scan that vet does not run, is not "unused" under vet.
// TestVetOtherPackage: the handler lives in a package the pattern leaves out; its source is
// loaded all the same, so the panic its registration in the named package lets escape is
// reported where it stands, in the handler's package, once.
func TestVetOtherPackage(t *testing.T) {
	enterVetModule(t)
	out, errw, code := runVetCmd("--format", "json", "./cross")
	if code != exitFindings {
		t.Fatalf("exit %d, want %d; stderr %s", code, exitFindings, errw)
	}
	if got := vetLocations(t, out, errw); strings.Join(got, ",") != "tools/tools.go:12 panicleak" {
		t.Errorf("findings %v, want the panic site in tools/tools.go", got)
	}
}

// TestVetPlugins: the handlers of package plugins call its tools through the registry's
// interface and a function field, and the tools that assert their argument unchecked are linked
// in only by a blank import of package all: the panics are reported in the plugins, the checking
// sibling is not (go vet reports the same, TestGoVetPlugins in cmd/mcperrvet).
func TestVetPlugins(t *testing.T) {
	enterVetModule(t)
	out, errw, code := runVetCmd("--format", "json", "./plugins")
	if code != exitFindings {
		t.Fatalf("exit %d, want %d; stderr %s", code, exitFindings, errw)
	}
	if got := vetLocations(t, out, errw); strings.Join(got, ",") != "plugins/lower/lower.go:15 panicleak,plugins/shout/shout.go:19 panicleak" {
		t.Errorf("findings %v, want the assertions in plugins/lower/lower.go and plugins/shout/shout.go", got)
	}
}

// TestVetIndirect: the facts that module packages leave for the packages importing them, directly
// or not, reach a package that sees the package they are born in only through another: package
// indirect imports its tool packages blank, through package all (the error of a function stored
// in the registry's Dish.Cook field, which its handler returns unchanged; the error and the
// panic of a server tool registered from an init function; a type stored in Reply.Data that its
// handler asserts to the pointer type, not to the stored type), and package audit, which it
// imports through package ops, reads answer.Reply's error (so the handler's return of Reply's
// results is reported at the handler, not once at Reply); package soups sees the kitchen that
// calls Dish.Cook through cook only through package menu (broth's error is reported, tea's
// never-failing one not). go vet reports the same (TestGoVetIndirect in cmd/mcperrvet).
func TestVetIndirect(t *testing.T) {
	enterVetModule(t)
	out, errw, code := runVetCmd("--format", "json", "./indirect/...")
	if code != exitFindings {
		t.Fatalf("exit %d, want %d; stderr %s", code, exitFindings, errw)
	}
	want := "indirect/dishes/dishes.go:16 protocolerror,indirect/inits/inits.go:20 panicleak,indirect/inits/inits.go:22 protocolerror," +
		"indirect/kitchen/kitchen.go:36 protocolerror,indirect/main.go:30 protocolerror,indirect/main.go:34 panicleak,indirect/soups/soups.go:20 protocolerror"
	if got := vetLocations(t, out, errw); strings.Join(got, ",") != want {
		t.Errorf("findings %v, want %s", got, want)
	}
}

// TestVetWrapperModule: the server is built by a module of its own (example.com/instrument,
// required at a version; testdata/vetwrap), whose struct holds the go-sdk server and whose AddTool hands the
// handler on to mcp.AddTool (AddSafeTool behind a recover). Its package is loaded from source,
// so the package that calls its constructor builds the server and the panic its handler lets
// escape is reported; the one its recovering registrar stands in front of is not.
func TestVetWrapperModule(t *testing.T) {
	enterModule(t, vetWrapModule)
	out, errw, code := runVetCmd("--format", "json", "./...")
	if code != exitFindings {
		t.Fatalf("exit %d, want %d; stderr %s", code, exitFindings, errw)
	}
	if got := vetLocations(t, out, errw); strings.Join(got, ",") != "main.go:38 panicleak" {
		t.Errorf("findings %v, want the index in main.go:38 (pick), not pickSafe's behind AddSafeTool's recover", got)
	}
}

func TestVetClean(t *testing.T) {
	enterVetModule(t)
	out, errw, code := runVetCmd("./recovered")
	if code != exitClean || out != "" {
		t.Errorf("exit %d, want %d; stdout %q; stderr %s", code, exitClean, out, errw)
	}
}

// TestVetDisable: a disabled rule is not reported, and a directive naming only that rule is
// then not "unused"; the directive without a reason still is.
func TestVetDisable(t *testing.T) {
	enterVetModule(t)
	out, errw, code := runVetCmd("--format", "json", "--disable", "panicleak", "./mcpgo")
	if code != exitFindings {
		t.Fatalf("exit %d, want %d; stderr %s", code, exitFindings, errw)
	}
	want := "mcpgo/main.go:26 protocolerror,mcpgo/main.go:40 directive"
	if got := vetLocations(t, out, errw); strings.Join(got, ",") != want {
		t.Errorf("findings %v, want %s", got, want)
	}
}

// TestVetLoadError: a package that does not type-check makes the run exit 2, with its error
// named once; the packages that did load are still reported, and the directive in the broken
// one is not reported as suppressing nothing.
func TestVetLoadError(t *testing.T) {
	enterVetModule(t)
	out, errw, code := runVetCmd("./...")
	if code != exitFailure {
		t.Fatalf("exit %d, want %d; stderr %s", code, exitFailure, errw)
	}
	const msg = "could not analyze example.com/vetdemo/broken: "
	if n := strings.Count(errw, msg); n != 1 {
		t.Errorf("stderr names the broken package %d times, want once:\n%s", n, errw)
	}
	if !strings.Contains(errw, "undefined: undefinedTool") {
		t.Errorf("stderr lacks the type error:\n%s", errw)
	}
	if !strings.Contains(out, "gosdk/main.go:32:3: protocolerror: ") {
		t.Errorf("the packages that loaded were not reported:\n%s", out)
	}
	if strings.Contains(out, "broken/") {
		t.Errorf("a finding in the package that was not analyzed:\n%s", out)
	}

	_, errw, code = runVetCmd("./broken")
	if code != exitFailure || strings.Count(errw, msg) != 1 {
		t.Errorf("vet ./broken: exit %d, want %d, with the error once; stderr:\n%s", code, exitFailure, errw)
	}
}

// TestVetBaseline: a written baseline accepts the current findings; applied where they do not
// occur, its entries are stale and fail the run.
func TestVetBaseline(t *testing.T) {
	enterVetModule(t)
	base := filepath.Join(t.TempDir(), "baseline.json")
	if _, errw, code := runVetCmd("--write-baseline", base, "./gosdk"); code != exitClean || !strings.Contains(errw, "accepting 2 findings") {
		t.Fatalf("write-baseline: exit %d, want %d; stderr %s", code, exitClean, errw)
	}
	out, errw, code := runVetCmd("--baseline", base, "./gosdk")
	if code != exitClean || out != "" || !strings.Contains(errw, "2 findings accepted by the baseline, 0 new") {
		t.Errorf("with the baseline: exit %d, want %d; stdout %q; stderr %s", code, exitClean, out, errw)
	}
	_, errw, code = runVetCmd("--baseline", base, "./recovered")
	if code != exitFindings || strings.Count(errw, "stale baseline entry") != 2 {
		t.Errorf("stale baseline: exit %d, want %d with two stale entries; stderr %s", code, exitFindings, errw)
	}
}

func TestVetBadFlags(t *testing.T) {
	enterVetModule(t)
	for _, args := range [][]string{{"--format", "xml"}, {"--enable", "nosuchrule"}, {"--fail-on", "sometimes"}} {
		if _, errw, code := runVetCmd(append(args, "./recovered")...); code != exitFailure || errw == "" {
			t.Errorf("vet %v: exit %d, want %d with a message; stderr %q", args, code, exitFailure, errw)
		}
	}
}

// TestVetCache: a complete run is answered from the cache when nothing in its key changed (the
// entry is tampered with to tell a hit from a fresh analysis), and analyzed again when a flag,
// a source file or --no-cache says so; a run that could not analyze a package is not cached.
func TestVetCache(t *testing.T) {
	src := enterVetModule(t)
	mod := t.TempDir()
	for _, p := range []string{"go.mod", "go.sum", "mcpgo/main.go", "broken/main.go"} {
		b, err := os.ReadFile(filepath.Join(src, p))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(mod, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(mod, p), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(mod)
	cache, err := vetCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	entries := func() []string {
		m, _ := filepath.Glob(filepath.Join(cache, "*", "*.json"))
		return m
	}

	want, errw, code := runVetCmd("--format", "json", "./mcpgo")
	if code != exitFindings || !strings.Contains(want, "panicleak") {
		t.Fatalf("exit %d, want %d; stdout %s; stderr %s", code, exitFindings, want, errw)
	}
	if len(entries()) != 1 {
		t.Fatalf("cache entries %v after one complete run, want one", entries())
	}
	tamper := func() {
		for _, e := range entries() {
			b, _ := json.Marshal(vetCacheEntry{Stdout: []byte("tampered\n"), Findings: true})
			if err := os.WriteFile(e, b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	tamper()
	if out, _, code := runVetCmd("--format", "json", "./mcpgo"); out != "tampered\n" || code != exitFindings {
		t.Errorf("unchanged run: stdout %q exit %d, want the cached entry", out, code)
	}
	if out, _, _ := runVetCmd("--format", "json", "--no-cache", "./mcpgo"); out != want {
		t.Errorf("--no-cache printed %q, want a fresh analysis", out)
	}
	if out, _, _ := runVetCmd("--format", "json", "--disable", "panicleak", "./mcpgo"); out == "tampered\n" || strings.Contains(out, `"panicleak"`) {
		t.Errorf("another flag answered from the cache: %s", out)
	}
	tamper()
	main := filepath.Join(mod, "mcpgo", "main.go")
	b, _ := os.ReadFile(main)
	if err := os.WriteFile(main, append(b, "\n// edited\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, _, _ := runVetCmd("--format", "json", "./mcpgo"); out != want {
		t.Errorf("after a source edit: stdout %q, want a fresh analysis", out)
	}
	n := len(entries())
	if _, errw, code := runVetCmd("./broken"); code != exitFailure {
		t.Fatalf("broken: exit %d, want %d; stderr %s", code, exitFailure, errw)
	}
	if len(entries()) != n {
		t.Errorf("a run that could not analyze a package was cached")
	}
}

// TestVetContextFollowsImports: a package in a directory named like documentation that a
// production package imports is compiled into the server, so its findings are production; a
// documentation example that nothing imports keeps its context.
func TestVetContextFollowsImports(t *testing.T) {
	enterVetModule(t)
	contexts := func(args ...string) map[string]finding.Context {
		t.Helper()
		out, errw, code := runVetCmd(append([]string{"--format", "json"}, args...)...)
		if code != exitFindings {
			t.Fatalf("vet %v: exit %d, want %d; stderr %s", args, code, exitFindings, errw)
		}
		var doc finding.Document
		if err := json.Unmarshal([]byte(out), &doc); err != nil {
			t.Fatalf("not a JSON document (%v): %s", err, out)
		}
		got := map[string]finding.Context{}
		for _, f := range doc.Findings {
			got[f.Path+":"+itoa(f.Line)+" "+f.Rule] = f.Context
		}
		return got
	}
	for _, c := range []struct {
		args []string
		want map[string]finding.Context
	}{
		{[]string{"./served", "./website", "./docs/..."}, map[string]finding.Context{
			"website/website.go:13 panicleak":   finding.Production,
			"docs/snippet/main.go:12 panicleak": finding.Docs,
		}},
	} {
		got := contexts(c.args...)
		if len(got) != len(c.want) {
			t.Errorf("vet %v: findings %v, want %v", c.args, got, c.want)
		}
		for k, want := range c.want {
			if got[k] != want {
				t.Errorf("vet %v: %s has context %q, want %q", c.args, k, got[k], want)
			}
		}
	}
}

// TestVetNotes: vet says in its notes, as scan does for go.mod, that the SDK version is unknown
// when go.mod replaces the SDK by a local directory (here the module cache's copy of the
// version it requires), on every output; a plain require gives no note.
func TestVetNotes(t *testing.T) {
	mod := vetModuleCopy(t, "mcpgo")
	out, errw, code := runVetCmd("--format", "json", "./mcpgo")
	var doc finding.Document
	if err := json.Unmarshal([]byte(out), &doc); err != nil || code != exitFindings {
		t.Fatalf("plain require: exit %d (%v): %s\nstderr: %s", code, err, out, errw)
	}
	if len(doc.Notes) != 0 || doc.Summary.Notes != 0 {
		t.Errorf("plain require: notes %v (summary %d), want none", doc.Notes, doc.Summary.Notes)
	}
	if _, errw, _ := runVetCmd("./mcpgo"); strings.Contains(errw, "note") {
		t.Errorf("plain require: text stderr has a note:\n%s", errw)
	}

	cmd := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/mark3labs/mcp-go")
	dir, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	local := strings.TrimSpace(string(dir))
	gomod, err := os.OpenFile(filepath.Join(mod, "go.mod"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(gomod, "\nreplace github.com/mark3labs/mcp-go => %s\n", local)
	gomod.Close()
	want := "github.com/mark3labs/mcp-go replaced by the local directory " + local + "; version unknown, newest assumed"

	out, errw, code = runVetCmd("--format", "json", "./mcpgo")
	doc = finding.Document{}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || code != exitFindings {
		t.Fatalf("local replace: exit %d (%v): %s\nstderr: %s", code, err, out, errw)
	}
	if len(doc.Notes) != 1 || doc.Notes[0] != (finding.Note{Path: "go.mod", Message: want}) || doc.Summary.Notes != 1 {
		t.Errorf("local replace: notes %+v (summary %d), want one on go.mod: %s", doc.Notes, doc.Summary.Notes, want)
	}
	if !strings.Contains(out, "mcp-go unknown version") || strings.Contains(out, "mcp-go v1.2.1") {
		t.Errorf("local replace: the findings do not say the version is unknown:\n%s", out)
	}
	_, errw, _ = runVetCmd("./mcpgo")
	if !strings.Contains(errw, "; 1 manifest note\n") || !strings.Contains(errw, "\nmcperr: note: go.mod: "+want+"\n") {
		t.Errorf("local replace: text stderr lacks the note:\n%s", errw)
	}
	out, _, _ = runVetCmd("--format", "jsonl", "./mcpgo")
	if !strings.Contains(out, `{"type":"note","path":"go.mod","message":"`+want+`"}`) {
		t.Errorf("local replace: jsonl lacks the note line:\n%s", out)
	}
}
