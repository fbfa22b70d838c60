//go:build linux

package scanner_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A site in each language, so that a file is parsed and its rules run, and a finding shows
// that the work on the file was done.
var siteOf = map[string]string{
	"go": "package x\n\nimport \"github.com/mark3labs/mcp-go/mcp\"\n\nfunc h() *mcp.CallToolResult { return mcp.NewToolResultError(\"bad\") }\n",
	"py": "from mcp.server.fastmcp import FastMCP\nfrom mcp.types import CallToolResult, TextContent\nmcp = FastMCP(\"x\")\n\n" +
		"@mcp.tool()\ndef t():\n    return CallToolResult(isError=True, content=[TextContent(type=\"text\", text=\"bad\")])\n",
	"ts": "const r = {isError: true, content: []};\n",
	"js": "const r = {isError: true, content: []};\n",
}

func TestHostileInputs(t *testing.T) {
	if testing.Short() {
		t.Skip("builds mcperr and runs it on hostile trees")
	}
	base := t.TempDir()
	bin := mcperrBinary(t, base)
	scan := func(t *testing.T, b bounds, args ...string) outcome {
		t.Helper()
		return runBounded(t, b, nil, bin, append([]string{"scan", "--no-cache", "--format", "json"}, args...)...)
	}
	newRoot := func(t *testing.T, files map[string]string) string {
		t.Helper()
		root := t.TempDir()
		write(t, root, files)
		return root
	}

	// Issue 14, item 1: a FIFO as .gitignore, or a manifest symlinked to a FIFO inside the
	// root, blocked the scan forever on open.
	t.Run("fifo-gitignore", func(t *testing.T) {
		root := newRoot(t, map[string]string{"a.go": siteOf["go"]})
		must(t, syscall.Mkfifo(filepath.Join(root, ".gitignore"), 0o644))
		o := scan(t, defaultBounds, root)
		o.within(t, defaultBounds)
		doc := o.document(t)
		if s := skipOf(t, doc, ".gitignore"); s.Reason != finding.Unreadable {
			t.Errorf(".gitignore skipped as %s, want unreadable", s.Reason)
		}
		if !hasFindingIn(doc, "a.go") {
			t.Errorf("a.go not scanned: %+v", doc.Findings)
		}
	})
	t.Run("fifo-manifests", func(t *testing.T) {
		root := newRoot(t, map[string]string{"a.go": siteOf["go"], "a.py": siteOf["py"], "a.ts": siteOf["ts"]})
		must(t, syscall.Mkfifo(filepath.Join(root, "fifo"), 0o644))
		for _, m := range []string{"go.mod", "package.json", "pyproject.toml"} {
			must(t, os.Symlink("fifo", filepath.Join(root, m)))
		}
		o := scan(t, defaultBounds, root)
		o.within(t, defaultBounds)
		doc := o.document(t)
		for _, p := range []string{"a.go", "a.py", "a.ts"} {
			if !hasFindingIn(doc, p) {
				t.Errorf("%s not scanned: %+v", p, doc.Findings)
			}
		}
	})

	// Item 2: .gitignore was read whole before its size was checked, following a symlink out
	// of the root: /dev/zero never ends, and a sparse file costs its apparent size.
	t.Run("gitignore-dev-zero", func(t *testing.T) {
		root := newRoot(t, map[string]string{"a.go": siteOf["go"]})
		must(t, os.Symlink("/dev/zero", filepath.Join(root, ".gitignore")))
		o := scan(t, defaultBounds, root)
		o.within(t, defaultBounds)
		if s := skipOf(t, o.document(t), ".gitignore"); s.Reason != finding.SymlinkOutside {
			t.Errorf(".gitignore skipped as %s, want symlink-outside", s.Reason)
		}
	})
	t.Run("gitignore-sparse-1.5GB", func(t *testing.T) {
		root := newRoot(t, map[string]string{"a.go": siteOf["go"], "sub/b.go": siteOf["go"]})
		f, err := os.Create(filepath.Join(root, "sub", ".gitignore"))
		must(t, err)
		must(t, f.Truncate(1500<<20)) // a hole: no disk, 1.5 GB to read
		must(t, f.Close())
		o := scan(t, defaultBounds, root)
		o.within(t, defaultBounds)
		doc := o.document(t)
		if s := skipOf(t, doc, "sub/.gitignore"); s.Reason != finding.TooLarge {
			t.Errorf("sub/.gitignore skipped as %s, want too-large", s.Reason)
		}
		if !hasFindingIn(doc, "sub/b.go") {
			t.Errorf("sub/b.go not scanned: %+v", doc.Findings)
		}
	})

	// Item 4: 50 nested directories, each with a 1 MiB .gitignore of its own patterns, piled
	// up five million patterns (5.5 minutes, 1.7 GB).
	t.Run("nested-gitignores", func(t *testing.T) {
		root := t.TempDir()
		dir, rel := root, ""
		for i := range 50 {
			var b strings.Builder
			for j := 0; b.Len() < 1<<20-64; j++ {
				fmt.Fprintf(&b, "level%02d-pattern-%06d\n", i, j)
			}
			must(t, os.WriteFile(filepath.Join(dir, ".gitignore"), []byte(b.String()), 0o644))
			write(t, dir, map[string]string{"a.go": siteOf["go"]})
			dir, rel = filepath.Join(dir, fmt.Sprintf("d%02d", i)), rel+fmt.Sprintf("d%02d/", i)
			must(t, os.Mkdir(dir, 0o755))
		}
		o := scan(t, defaultBounds, root)
		o.within(t, defaultBounds)
		doc := o.document(t)
		dropped := 0
		for _, s := range doc.Skipped {
			if strings.HasSuffix(s.Path, ".gitignore") && s.Reason == finding.TooLarge && strings.Contains(s.Detail, "patterns") {
				dropped++
			}
		}
		if dropped != 50 {
			t.Errorf("%d ignore files recorded as dropped, want 50: %+v", dropped, doc.Skipped)
		}
		if !hasFindingIn(doc, rel+"../a.go") && !hasFindingIn(doc, strings.TrimSuffix(rel, "d49/")+"a.go") {
			t.Errorf("the deepest a.go was not scanned")
		}
	})

	// Item 5: --jobs 100000000 ran out of memory, --parse-timeout 1ns meant no limit.
	t.Run("flags-out-of-range", func(t *testing.T) {
		root := newRoot(t, map[string]string{"a.go": siteOf["go"]})
		for _, c := range []struct{ flag, value string }{
			{"--jobs", "100000000"}, {"--jobs", "-1"}, {"--parse-timeout", "1ns"}, {"--parse-timeout", "0s"},
		} {
			o := scan(t, defaultBounds, c.flag, c.value, root)
			o.within(t, defaultBounds)
			if o.code != 2 || !strings.Contains(string(o.stderr), c.flag) {
				t.Errorf("%s %s: exit %d, stderr %q; want 2 and an error naming the flag", c.flag, c.value, o.code, clip(o.stderr))
			}
		}
	})

	// Item 8: a root that cannot be read exited 0, with a skipped ".".
	t.Run("unreadable-root", func(t *testing.T) {
		var cred *syscall.Credential
		if os.Geteuid() == 0 { // root reads anything: run the scan as nobody
			cred = &syscall.Credential{Uid: 65534, Gid: 65534}
			openToAll(t, filepath.Dir(bin))
		}
		parent := t.TempDir()
		openToAll(t, parent)
		root := filepath.Join(parent, "locked")
		write(t, root, map[string]string{"a.go": siteOf["go"]})
		must(t, os.Chmod(root, 0))
		t.Cleanup(func() { os.Chmod(root, 0o755) })
		o := runBounded(t, defaultBounds, cred, bin, "scan", "--no-cache", root)
		o.within(t, defaultBounds)
		if o.code != 2 || !strings.Contains(string(o.stderr), root) {
			t.Errorf("exit %d, stderr %q; want 2 and an error naming the root", o.code, o.stderr)
		}
	})

	// Item 3: queries on 100,000-deep nesting ran for minutes (quadratic in the depth). The
	// files are 300 to 600 KB, each line 20 levels, so that they are not taken for bundles.
	deep := bounds{wall: 5 * time.Minute, cpu: 20 * time.Second, rss: 400 << 20}
	for _, lang := range []string{"go", "py", "ts", "js"} {
		t.Run("deep-nesting-"+lang, func(t *testing.T) {
			root := newRoot(t, map[string]string{
				"calls." + lang:   deepFile(lang, "f(", ")", 100_000),
				"objects." + lang: deepFile(lang, objectOpen[lang], "}", 100_000),
			})
			o := scan(t, deep, root)
			o.within(t, deep)
			doc := o.document(t)
			for _, p := range []string{"calls." + lang, "objects." + lang} {
				if hasFindingIn(doc, p) {
					continue
				}
				// A loaded machine may run out the per-file limit: that must be recorded.
				s := skipOf(t, doc, p)
				if s.Reason != finding.RuleTimeout && s.Reason != finding.ParseTimeout {
					t.Errorf("%s: no finding, skipped as %s", p, s.Reason)
				}
			}
		})
	}

	// Cases that passed before issue 14, kept so that they keep passing.
	t.Run("symlink-loops-and-escapes", func(t *testing.T) {
		root := newRoot(t, map[string]string{"a.go": siteOf["go"]})
		must(t, os.Symlink(".", filepath.Join(root, "loop")))
		must(t, os.Symlink("/etc", filepath.Join(root, "etc")))
		must(t, os.Symlink("/etc/hostname", filepath.Join(root, "escape.go")))
		must(t, os.Symlink("a.go", filepath.Join(root, "self.go")))
		must(t, os.Symlink("cycle2.go", filepath.Join(root, "cycle1.go")))
		must(t, os.Symlink("cycle1.go", filepath.Join(root, "cycle2.go")))
		o := scan(t, defaultBounds, root)
		o.within(t, defaultBounds)
		doc := o.document(t)
		want := map[string]finding.SkipReason{"loop": finding.SymlinkLoop, "etc": finding.SymlinkOutside,
			"escape.go": finding.SymlinkOutside, "cycle1.go": finding.SymlinkLoop, "cycle2.go": finding.SymlinkLoop}
		for p, r := range want {
			if s := skipOf(t, doc, p); s.Reason != r {
				t.Errorf("%s skipped as %s, want %s", p, s.Reason, r)
			}
		}
	})
	t.Run("fifo-as-source", func(t *testing.T) {
		root := newRoot(t, map[string]string{"a.go": siteOf["go"]})
		must(t, syscall.Mkfifo(filepath.Join(root, "pipe.go"), 0o644))
		o := scan(t, defaultBounds, root)
		o.within(t, defaultBounds)
		if s := skipOf(t, o.document(t), "pipe.go"); s.Reason != finding.Unreadable {
			t.Errorf("pipe.go skipped as %s, want unreadable", s.Reason)
		}
	})
	t.Run("nul-and-invalid-utf8", func(t *testing.T) {
		root := newRoot(t, map[string]string{
			"latin1.ts": "// caf\xe9 \xff\xfe\n" + siteOf["ts"],
			"nul.go":    "package x\x00\n" + siteOf["go"],
			"utf16.js":  "\xff\xfei\x00s\x00E\x00r\x00r\x00o\x00r\x00",
		})
		o := scan(t, defaultBounds, root)
		o.within(t, defaultBounds)
		doc := o.document(t)
		if !hasFindingIn(doc, "latin1.ts") {
			t.Errorf("latin1.ts not scanned")
		}
		for _, p := range []string{"nul.go", "utf16.js"} {
			if s := skipOf(t, doc, p); s.Reason != finding.Binary {
				t.Errorf("%s skipped as %s, want binary", p, s.Reason)
			}
		}
	})
	t.Run("deep-brackets", func(t *testing.T) {
		root := newRoot(t, map[string]string{
			"deep.js": siteOf["js"] + "x = " + strings.Repeat("[\n", 10_000) + strings.Repeat("]\n", 10_000) + ";\n",
		})
		o := scan(t, defaultBounds, root)
		o.within(t, defaultBounds)
		if !hasFindingIn(o.document(t), "deep.js") {
			t.Errorf("deep.js not scanned")
		}
	})
	t.Run("files-vanishing", func(t *testing.T) {
		files := map[string]string{}
		for i := range 5000 {
			files[fmt.Sprintf("d%02d/f%04d.ts", i%50, i)] = siteOf["ts"]
		}
		root := newRoot(t, files)
		done := make(chan struct{})
		go func() { // remove half the files while the scan runs
			defer close(done)
			for i := 0; i < 5000; i += 2 {
				os.Remove(filepath.Join(root, fmt.Sprintf("d%02d/f%04d.ts", i%50, i)))
			}
		}()
		o := scan(t, defaultBounds, root)
		<-done
		o.within(t, defaultBounds)
		doc := o.document(t)
		if n := doc.Summary.FilesSeen; n < 2500 || n > 5000 {
			t.Errorf("%d files seen, want 2,500 to 5,000", n)
		}
		for _, s := range doc.Skipped {
			if s.Reason != finding.Unreadable {
				t.Errorf("%s skipped as %s (%s), want unreadable (vanished)", s.Path, s.Reason, s.Detail)
			}
		}
	})
}

// objectOpen opens a level of nested object (or composite) literals in each language.
var objectOpen = map[string]string{"go": "T{", "py": "{'a': ", "ts": "{a: ", "js": "{a: "}

// deepFile is a file of the language with a site and an expression nested depth levels deep,
// twenty levels a line.
func deepFile(lang, open, close string, depth int) string {
	var b strings.Builder
	b.WriteString(siteOf[lang])
	switch lang {
	case "go":
		b.WriteString("\nvar v = ")
	case "py":
		b.WriteString("\nv = ")
	default:
		b.WriteString("\nconst v = ")
	}
	for i := 0; i < depth; i += 20 {
		b.WriteString(strings.Repeat(open, 20) + "\n")
	}
	b.WriteString("1")
	for i := 0; i < depth; i += 20 {
		b.WriteString(strings.Repeat(close, 20) + "\n")
	}
	b.WriteString("\n")
	return b.String()
}

// openToAll lets every user reach dir: it and its parents below the temporary directory get
// the search and read bits, so that a scan run as nobody reaches what the test made as root.
func openToAll(t *testing.T, dir string) {
	t.Helper()
	tmp := filepath.Clean(os.TempDir())
	for d := filepath.Clean(dir); strings.HasPrefix(d, tmp+string(filepath.Separator)); d = filepath.Dir(d) {
		must(t, os.Chmod(d, 0o755))
	}
}
