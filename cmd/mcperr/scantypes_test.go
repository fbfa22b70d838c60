package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// goServers are the Go modules of testdata/servers, which the tree-sitter tests read: they have
// no go.sum, so each test copy gets one from `go mod tidy` (through the module proxy, or the
// module cache when it holds the SDKs already).
var goServers = []string{"go-sdk", "go-sdk-v1.5", "mcp-go-current", "mcp-go-v0.2x"}

// tidyCopy copies a testdata module to a temporary directory and completes its go.sum there.
func tidyCopy(t *testing.T, src string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), filepath.Base(src))
	copyTree(t, src, dir)
	cmd := exec.Command("go", "mod", "tidy")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatal(&cmdError{"go mod tidy in " + dir, out, err})
	}
	return dir
}

// typedOf lists, for comparison, the findings of the typed analyzers in a JSON document:
// position, rule, message and fingerprint.
func typedOf(t *testing.T, out string, method bool) []string {
	t.Helper()
	var doc finding.Document
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("not a JSON document (%v):\n%s", err, out)
	}
	var got []string
	for _, f := range doc.Findings {
		if f.Rule == "directive" || method && f.Method != finding.Types {
			continue
		}
		got = append(got, fmt.Sprintf("%s:%d:%d %s %s %s", f.Path, f.Line, f.Column, f.Rule, f.Fingerprint, f.Message))
	}
	sort.Strings(got)
	return got
}

// TestScanTypesFindsWhatVetFinds: scan runs the typed analyzers on each Go module it finds and
// reports what `mcperr vet ./...` reports there, finding for finding.
func TestScanTypesFindsWhatVetFinds(t *testing.T) {
	servers, err := filepath.Abs(filepath.Join("..", "..", "testdata", "servers"))
	if err != nil {
		t.Fatal(err)
	}
	// The copies are tidied before enterVetModule turns the module proxy off: on a fresh
	// machine their SDK versions are not in the module cache yet.
	var copies []string
	for _, s := range goServers {
		copies = append(copies, tidyCopy(t, filepath.Join(servers, s)))
	}
	dirs := append([]string{enterVetModule(t)}, copies...)
	rules := map[string]int{}
	for _, dir := range dirs {
		t.Chdir(dir)
		vetOut, _, _ := runVetCmd("--format", "json", "--no-cache", "./...")
		scanOut, errw, code := runScanCmd("--format", "json", "--fail-on", "none", ".")
		if code != exitClean {
			t.Fatalf("scan %s: exit %d, stderr %s", dir, code, errw)
		}
		want, got := typedOf(t, vetOut, false), typedOf(t, scanOut, true)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: scan found\n%s\nvet found\n%s", dir, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		for _, f := range want {
			rules[strings.Fields(f)[1]]++
		}
	}
	if rules["panicleak"] == 0 || rules["protocolerror"] == 0 {
		t.Errorf("vet found %v in the fixtures: want panicleak and protocolerror findings to compare", rules)
	}
}

// TestScanTypesSkipsWhatDoesNotLoad: a package that does not type-check, a module that needs a
// newer Go, and modules whose loading would read outside the scanned root are recorded in
// skipped with their reason; the run goes on and does not fail for them.
func TestScanTypesSkipsWhatDoesNotLoad(t *testing.T) {
	vet := enterVetModule(t)
	root := t.TempDir()
	outside := t.TempDir()
	write := func(name, content string) {
		p := filepath.Join(root, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("newgo/go.mod", "module example.com/newgo\n\ngo 1.999\n")
	write("newgo/main.go", "package main\n\nfunc main() {}\n")
	write("replace/go.mod", "module example.com/replace\n\ngo 1.22\n\nrequire example.com/x v0.0.0\n\nreplace example.com/x => "+outside+"\n")
	write("replace/main.go", "package main\n\nfunc main() {}\n")
	write("link/go.mod", "module example.com/link\n\ngo 1.22\n")
	write("link/main.go", "package main\n\nfunc main() {}\n")
	os.WriteFile(filepath.Join(outside, "secret.go"), []byte("package main\n"), 0o644)
	if err := os.Symlink(filepath.Join(outside, "secret.go"), filepath.Join(root, "link", "secret.go")); err != nil {
		t.Fatal(err)
	}
	copyTree(t, vet, filepath.Join(root, "vet"))
	// A package of the module that wraps C: the scan turns cgo off, so its cgo file is left out
	// and it does not type-check, but the server that imports it type-checks on its own and is
	// analyzed.
	write("vet/cgodep/native/native.go", "package native\n\n// Len is the length of s, as C counts it.\nfunc Len(s string) int { return cLen(s) }\n")
	write("vet/cgodep/native/clen.go", "package native\n\n// #include <string.h>\n// #include <stdlib.h>\nimport \"C\"\n\nfunc cLen(s string) int { return int(C.strlen(C.CString(s))) }\n")
	write("vet/cgodep/main.go", `package main

import (
	"context"
	"strconv"

	"example.com/vetdemo/cgodep/native"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("measure", "1.0.0")
	s.AddTool(mcp.NewTool("measure"), measure)
	_ = server.ServeStdio(s)
}

func measure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetArguments()["text"].(string)
	return mcp.NewToolResultText(strconv.Itoa(native.Len(text))), nil
}
`)
	doc, code := scanDoc(t, "--fail-on", "none", root)
	if code != exitClean {
		t.Errorf("exit %d, want %d: a module that does not load is not a failure of the run", code, exitClean)
	}
	want := map[string]string{
		"newgo":             "types-failed requires go >= 1.999",
		"replace":           "types-refused outside the scanned root",
		"link":              "types-refused link/secret.go is a symbolic link out of the scanned root",
		"vet/broken":        "types-failed undefinedTool",
		"vet/cgodep/native": "types-failed undefined: cLen",
	}
	for _, sk := range doc.Skipped {
		if w, ok := want[sk.Path]; ok {
			reason, detail, _ := strings.Cut(w, " ")
			if string(sk.Reason) == reason && strings.Contains(sk.Detail, detail) {
				delete(want, sk.Path)
			}
		}
	}
	if len(want) > 0 {
		t.Errorf("not skipped as expected: %v\nskipped: %+v", want, doc.Skipped)
	}
	if doc.Summary.ByMethod[finding.Types] == 0 {
		t.Errorf("the vet module's clean packages were not analyzed: %+v", doc.Summary)
	}
	found := false
	for _, f := range doc.Findings {
		found = found || (f.Rule == "panicleak" && f.Path == "vet/cgodep/main.go" && f.Line == 19)
	}
	if !found {
		t.Errorf("no panicleak at vet/cgodep/main.go:19: the server that imports a package needing cgo was not analyzed")
	}
	for _, sk := range doc.Skipped {
		if sk.Path == "vet/cgodep" {
			t.Errorf("the server that imports a package needing cgo was skipped: %+v", sk)
		}
	}
}

// TestScanTypesOff: --types off is the scan without the typed analyzers: every other finding
// is the same, and nothing of the types pass is left.
func TestScanTypesOff(t *testing.T) {
	enterVetModule(t)
	on, _ := scanDoc(t, "--fail-on", "none", ".")
	off, _ := scanDoc(t, "--fail-on", "none", "--types", "off", ".")
	if on.Summary.ByMethod[finding.Types] == 0 {
		t.Fatalf("the default run found nothing with types: %+v", on.Summary)
	}
	var rest []finding.Finding
	for _, f := range on.Findings {
		if f.Method != finding.Types && f.Rule != "directive" {
			rest = append(rest, f)
		}
	}
	var offRest []finding.Finding
	for _, f := range off.Findings {
		if f.Method == finding.Types {
			t.Errorf("--types off reported %s %s:%d", f.Rule, f.Path, f.Line)
		}
		if f.Rule != "directive" { // those naming a typed rule suppress nothing without it
			offRest = append(offRest, f)
		}
	}
	a, _ := json.Marshal(rest)
	b, _ := json.Marshal(offRest)
	if string(a) != string(b) {
		t.Errorf("--types off changed the other findings:\n%s\n%s", b, a)
	}
	for _, s := range off.Skipped {
		if strings.HasPrefix(string(s.Reason), "types") {
			t.Errorf("--types off skipped %+v", s)
		}
	}
}

// TestScanTypesWithoutGo: without a go command, auto scans without the typed analyzers and on
// fails with exit 2, saying why; an unknown value is a usage error.
func TestScanTypesWithoutGo(t *testing.T) {
	enterVetModule(t)
	t.Setenv("PATH", t.TempDir())
	if doc, code := scanDoc(t, "--fail-on", "none", "."); code != exitClean || doc.Summary.ByMethod[finding.Types] != 0 {
		t.Errorf("auto without go: exit %d, byMethod %v", code, doc.Summary.ByMethod)
	}
	if _, errw, code := runScanCmd("--types", "on", "."); code != exitFailure || !strings.Contains(errw, "no go command on PATH") {
		t.Errorf("on without go: exit %d, stderr %s", code, errw)
	}
	if _, errw, code := runScanCmd("--types", "maybe", "."); code != exitFailure || !strings.Contains(errw, "auto, on, off") {
		t.Errorf("--types maybe: exit %d, stderr %s", code, errw)
	}
}

// TestAuditRecordsTypedFindings: an audit of a repository holding a Go server records the
// findings of the typed analyzers in the repository's scan, every one vet reports (and those a
// directive hides from vet: a study records raw findings), and counts them among the study's
// problems.
func TestAuditRecordsTypedFindings(t *testing.T) {
	vet := enterVetModule(t)
	files := map[string]string{}
	filepath.WalkDir(vet, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := os.ReadFile(p)
			rel, _ := filepath.Rel(vet, p)
			files[filepath.ToSlash(rel)] = string(b)
		}
		return err
	})
	repo := makeRepo(t, files)
	dir := t.TempDir()
	frame := filepath.Join(dir, "frame.json")
	os.WriteFile(frame, []byte(`[{"name":"io.github.t/vet","version":"1","repository":{"url":"file://`+repo+`"}}]`), 0o644)
	vetOut, _, _ := runVetCmd("--format", "json", "--no-cache", "./...")
	study := filepath.Join(dir, "study")
	mustRun(t, exitClean, "audit", "--frame", frame, "--allow-local", "--out", study)
	var sf struct {
		Types    bool             `json:"types"`
		Document finding.Document `json:"document"`
	}
	b, err := os.ReadFile(filepath.Join(study, "scan", "00000.json"))
	if err == nil {
		err = json.Unmarshal(b, &sf)
	}
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := json.Marshal(sf.Document)
	want, got := typedOf(t, vetOut, false), typedOf(t, string(doc), true)
	if !sf.Types || !isSubset(want, got) {
		t.Errorf("types %v; the audit's scan found\n%s\nvet found\n%s", sf.Types, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	summary, err := os.ReadFile(filepath.Join(study, "ledger", "summary.json"))
	if err != nil || !strings.Contains(string(summary), `"panicleak"`) || !strings.Contains(string(summary), `"protocolerror"`) {
		t.Errorf("the study's summary does not count the typed problems (%v):\n%s", err, summary)
	}
}

// isSubset reports whether every line of want is in got.
func isSubset(want, got []string) bool {
	have := map[string]bool{}
	for _, g := range got {
		have[g] = true
	}
	for _, w := range want {
		if !have[w] {
			return false
		}
	}
	return len(want) > 0
}

// TestScanTypesTimeout: a module that takes longer than --types-timeout is skipped with the
// reason, and the tree-sitter scan stands.
func TestScanTypesTimeout(t *testing.T) {
	enterVetModule(t)
	doc, code := scanDoc(t, "--fail-on", "none", "--types-timeout", "1ns", ".")
	if code != exitClean || doc.Summary.ByMethod[finding.Types] != 0 || doc.Summary.ByMethod[finding.TreeSitter] == 0 {
		t.Errorf("exit %d, by method %v", code, doc.Summary.ByMethod)
	}
	if len(doc.Skipped) != 1 || doc.Skipped[0].Path != "." || doc.Skipped[0].Reason != finding.TypesTimeout {
		t.Errorf("skipped %+v, want the module with reason types-timeout", doc.Skipped)
	}
}
