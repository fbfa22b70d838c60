package scanner

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Bad input never crashes or hangs a scan: each bad file is a Skipped entry with its reason,
// or is scanned as well as it can be.

func TestInvalidUTF8AndNULBytes(t *testing.T) {
	dir := tree(t, map[string]string{
		"latin1.go": "package x\n// caf\xe9 \xff\xfe\nvar r = Result{IsError: true}\n",
		"nul.go":    "package x\x00\nvar r = Result{IsError: true}\n",
		"utf16.js":  "\xff\xfei\x00s\x00E\x00r\x00r\x00o\x00r\x00",
	})
	doc := scan(t, Options{Roots: []string{dir}})
	if p := strings.Join(paths(doc), ","); p != "latin1.go" {
		t.Errorf("findings in %q, want latin1.go", p)
	}
	got := skips(doc)
	if got["nul.go"] != finding.Binary || got["utf16.js"] != finding.Binary {
		t.Errorf("skipped %v, want nul.go and utf16.js as binary", got)
	}
}

func TestHugeOneLineFile(t *testing.T) {
	line := strings.Repeat("var a=function(){return{isError:true}};", 5<<20/40)
	dir := tree(t, map[string]string{"app.js": line})
	doc := scan(t, Options{Roots: []string{dir}})
	if got := skips(doc)["app.js"]; got != finding.TooLarge {
		t.Errorf("5 MB file skipped as %q, want too-large", got)
	}
	doc = scan(t, Options{Roots: []string{dir}, MaxFileSize: 8 << 20})
	if got := skips(doc)["app.js"]; got != finding.Minified {
		t.Errorf("5 MB one-line file under a raised cap skipped as %q, want minified", got)
	}
}

func TestDeepNesting(t *testing.T) {
	const depth = 10000
	goSrc := "package x\nvar v = " + strings.Repeat("(", depth) + "1" + strings.Repeat(")", depth) + "\nvar r = Result{IsError: true}\n"
	// One bracket a line, so that the file is not taken for a minified bundle.
	jsSrc := "x = " + strings.Repeat("[\n", depth) + strings.Repeat("]\n", depth) + ";\ny = {isError: true};\n"
	dir := tree(t, map[string]string{"deep.go": goSrc, "deep.js": jsSrc})
	doc := scan(t, Options{Roots: []string{dir}})
	if p := strings.Join(paths(doc), ","); p != "deep.go,deep.js" {
		t.Errorf("findings in %q, want deep.go,deep.js; skipped %v", p, doc.Skipped)
	}
}

func TestParseTimeout(t *testing.T) {
	src := "package x\n" + strings.Repeat("func f() { a := Result{IsError: true}; _ = a }\n", 20000)
	dir := tree(t, map[string]string{"big.go": src})
	doc := scan(t, Options{Roots: []string{dir}, ParseTimeout: time.Microsecond, MaxFileSize: 4 << 20})
	if got := skips(doc)["big.go"]; got != finding.ParseTimeout {
		t.Fatalf("skipped as %q, want parse-timeout", got)
	}
	if doc.Summary.LexicalOnly != 20000 {
		t.Errorf("lexicalOnly %d, want the 20000 unconfirmed hits", doc.Summary.LexicalOnly)
	}
}

func TestPanicInRulesIsAnInternalFailure(t *testing.T) {
	dir := tree(t, map[string]string{"bad.go": "package x // PANIC\n", "good.go": site})
	doc := scan(t, Options{Roots: []string{dir}})
	if got := skips(doc)["bad.go"]; got != finding.InternalFailure {
		t.Errorf("bad.go skipped as %q, want internal-failure", got)
	}
	if p := strings.Join(paths(doc), ","); p != "good.go" {
		t.Errorf("findings in %q, want good.go", p)
	}
}

func TestSymlinks(t *testing.T) {
	outside := tree(t, map[string]string{"secret.go": site})
	dir := tree(t, map[string]string{"real/a.go": site})
	links := map[string]string{
		"out.go":      filepath.Join(outside, "secret.go"),
		"outdir":      outside,
		"real/loop":   "..",
		"self":        "self",
		"alias":       "real",
		"dangling.go": "nowhere.go",
		"inside.go":   "real/a.go",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			t.Skipf("symlinks not supported: %v", err)
		}
	}
	doc := scan(t, Options{Roots: []string{dir}})
	got := skips(doc)
	want := map[string]finding.SkipReason{
		"out.go": finding.SymlinkOutside, "outdir": finding.SymlinkOutside, "self": finding.SymlinkLoop, "dangling.go": finding.Unreadable,
	}
	for p, r := range want {
		if got[p] != r {
			t.Errorf("%s skipped as %q, want %q", p, got[p], r)
		}
	}
	// real/loop leads back to the root; it is seen below real or below alias, whichever is walked.
	if got["real/loop"] != finding.SymlinkLoop && got["alias/loop"] != finding.SymlinkLoop {
		t.Errorf("loop back to the root not recorded: skipped %v", got)
	}
	// alias and real are one directory: whichever is walked second is a loop, not a second copy.
	if got["alias"] != finding.SymlinkLoop && got["real"] != finding.SymlinkLoop {
		t.Errorf("alias/real walked twice: skipped %v", got)
	}
	for _, f := range doc.Findings {
		if strings.Contains(f.Path, "secret") || strings.HasPrefix(f.Path, "outdir") {
			t.Errorf("followed a link out of the root: %s", f.Path)
		}
	}
	if p := strings.Join(paths(doc), ","); p != "inside.go,real/a.go" && p != "alias/a.go,inside.go" {
		t.Errorf("findings in %q", p)
	}
}

func TestUnreadable(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("running as root: chmod 000 does not stop root from reading")
	}
	dir := tree(t, map[string]string{"locked.go": site, "closed/a.go": site})
	for _, p := range []string{"locked.go", "closed"} {
		if err := os.Chmod(filepath.Join(dir, p), 0); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(filepath.Join(dir, p), 0o755) })
	}
	doc := scan(t, Options{Roots: []string{dir}})
	got := skips(doc)
	if got["locked.go"] != finding.Unreadable || got["closed"] != finding.Unreadable {
		t.Errorf("skipped %v, want locked.go and closed unreadable", got)
	}
}

func TestVanishedFile(t *testing.T) {
	dir := t.TempDir()
	w := &worker{opts: Options{MaxFileSize: DefaultMaxFileSize, ParseTimeout: time.Second}}
	r := w.process(context.Background(), fileJob{abs: filepath.Join(dir, "gone.go"), rel: "gone.go", lang: stubLang{}})
	if r.skipped == nil || r.skipped.Reason != finding.Unreadable || !strings.Contains(r.skipped.Detail, "vanished") {
		t.Errorf("skipped %+v, want unreadable (vanished)", r.skipped)
	}
}

func TestEmptyDirectory(t *testing.T) {
	doc := scan(t, Options{Roots: []string{t.TempDir()}})
	if len(doc.Findings) != 0 || len(doc.Skipped) != 0 || doc.Summary.FilesSeen != 0 {
		t.Errorf("empty directory gave %+v", doc)
	}
}

func TestFIFOIsNotRead(t *testing.T) {
	dir := t.TempDir()
	if err := mkfifo(filepath.Join(dir, "pipe.go")); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	doc := scan(t, Options{Roots: []string{dir}})
	if got := skips(doc)["pipe.go"]; got != finding.Unreadable {
		t.Errorf("FIFO skipped as %q, want unreadable", got)
	}
}
