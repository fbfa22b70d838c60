package errpolicy

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

var section = []byte(StartMarker + "\n## Tool error policy\nrows\n" + EndMarker + "\n")

func TestReplaceSectionKeepsTheRestByteForByte(t *testing.T) {
	before := "# Agents\r\n\r\nBuild with make.  \r\n\n"
	after := "\n\n## Other\ntrailing spaces   \n\tand a tab, no final newline"
	doc := []byte(before + StartMarker + "\nold table\n" + EndMarker + after)
	got, err := ReplaceSection(doc, section)
	if err != nil {
		t.Fatal(err)
	}
	want := before + strings.TrimSuffix(string(section), "\n") + after
	if string(got) != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	// Replacing again with the same section changes nothing.
	again, err := ReplaceSection(got, section)
	if err != nil || !bytes.Equal(again, got) {
		t.Errorf("second replacement changed the file: %q, %v", again, err)
	}
}

func TestReplaceSectionAppendsWithoutMarkers(t *testing.T) {
	got, err := ReplaceSection([]byte("# Agents\nno newline at end"), section)
	if err != nil {
		t.Fatal(err)
	}
	if want := "# Agents\nno newline at end\n\n" + string(section); string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, _ := ReplaceSection(nil, section); !bytes.Equal(got, section) {
		t.Errorf("empty file: got %q", got)
	}
}

func TestReplaceSectionRejectsBrokenMarkers(t *testing.T) {
	for name, doc := range map[string]string{
		"start only":   "a\n" + StartMarker + "\nb\n",
		"end only":     "a\n" + EndMarker + "\n",
		"end first":    EndMarker + "\n" + StartMarker + "\n",
		"two sections": StartMarker + EndMarker + StartMarker + EndMarker,
	} {
		if _, err := ReplaceSection([]byte(doc), section); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestWriteSectionKeepsModeAndNamesTheFileOnError(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "AGENTS.md")
	if err := os.WriteFile(p, []byte("intro\n"+StartMarker+"\nold\n"+EndMarker+"\noutro\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tab := &Table{Rows: []Row{{Action: SurfaceProse, From: "none"}}}
	if err := WriteSection(p, tab); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	if !strings.HasPrefix(string(b), "intro\n"+StartMarker+"\n## Tool error policy") || !strings.HasSuffix(string(b), EndMarker+"\noutro\n") || strings.Contains(string(b), "old") {
		t.Errorf("AGENTS.md after write:\n%s", b)
	}
	if st, _ := os.Stat(p); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", st.Mode().Perm())
	}
	if err := os.WriteFile(p, []byte(StartMarker+"\nno end\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteSection(p, tab); err == nil || !strings.Contains(err.Error(), p) {
		t.Errorf("broken markers: error %v does not name %s", err, p)
	}
	if b, _ := os.ReadFile(p); string(b) != StartMarker+"\nno end\n" {
		t.Errorf("a failed write changed the file: %q", b)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}

// TestBuildRecordsUnreadFiles: a result in a file that is a link out of the root is not read
// (the root confines every read), and the table says which file and why.
func TestBuildRecordsUnreadFiles(t *testing.T) {
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "secret.ts"), []byte(`code: "LEAKED"`), 0o644); err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	if err := os.Symlink(filepath.Join(outside, "secret.ts"), filepath.Join(root, "tool.ts")); err != nil {
		t.Fatal(err)
	}
	f := finding.Finding{Rule: "errorresult", Path: "tool.ts", Line: 1, StartLine: 1, EndLine: 1, Context: finding.Production,
		Site: &finding.Site{Function: "t", Outcome: finding.IsError, Typed: finding.Typed{Code: true}}}
	tab, err := Build([]Input{{Root: root, Findings: []finding.Finding{f}}}, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if tab.Typed != 0 || len(tab.Unread) != 1 || !strings.HasSuffix(tab.Unread[0].Path, "tool.ts") {
		t.Fatalf("typed %d, unread %+v", tab.Typed, tab.Unread)
	}
	var md bytes.Buffer
	if err := Markdown(&md, tab); err != nil || !strings.Contains(md.String(), "could not be read") {
		t.Errorf("markdown does not name the unread file:\n%s", md.String())
	}
}

func TestWriteSectionCreatesTheFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "AGENTS.md")
	if err := WriteSection(p, &Table{Rows: []Row{{Action: SurfaceProse, From: "none"}}}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(p)
	if err != nil || !strings.HasPrefix(string(b), StartMarker+"\n") || !strings.HasSuffix(string(b), EndMarker+"\n") {
		t.Errorf("new AGENTS.md %q, %v", b, err)
	}
}
