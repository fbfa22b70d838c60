package scanner

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// notesTree holds package roots with a malformed tsconfig.json, a malformed package.json, a
// workspace whose two packages share a malformed lockfile, a file under no package.json, and a
// Go file that is never parsed (no needle) under no go.mod.
var notesTree = filepath.Join("testdata", "notes")

// TestScanNotes: the document lists the manifest notes of the package roots of the files it
// parsed, once each, ordered, with root-relative paths, and the summary counts them.
func TestScanNotes(t *testing.T) {
	doc, err := Scan(context.Background(), Options{Roots: []string{notesTree}}, stubLang{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		". no package.json manifest found; newest SDK behaviour assumed",
		"app/package.json @modelcontextprotocol/sdk range ^1.10.0 read as 1.10.0 (minor)",
		"app/tsconfig.json malformed JSONC (unexpected end of JSON input); path aliases not read",
		"bad/package.json malformed JSON (unexpected end of JSON input); newest SDK behaviour assumed",
		"ws/package-lock.json malformed JSON (EOF); versions from the manifests kept",
	}
	if got := noteStrings(doc.Notes); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("notes:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if doc.Summary.Notes != len(doc.Notes) {
		t.Errorf("summary counts %d notes, the document has %d", doc.Summary.Notes, len(doc.Notes))
	}
}

// TestScanNotesOfSeveralRoots: in a scan of several roots a note's path starts with its root
// as given, as a finding's does; the scan root's own lack of a manifest is named by the root.
func TestScanNotesOfSeveralRoots(t *testing.T) {
	app, loose := filepath.Join(notesTree, "app"), filepath.Join(notesTree, "loose")
	doc, err := Scan(context.Background(), Options{Roots: []string{loose, app}}, stubLang{})
	if err != nil {
		t.Fatal(err)
	}
	a, l := filepath.ToSlash(app), filepath.ToSlash(loose)
	want := []string{
		a + "/package.json @modelcontextprotocol/sdk range ^1.10.0 read as 1.10.0 (minor)",
		a + "/tsconfig.json malformed JSONC (unexpected end of JSON input); path aliases not read",
		l + " no package.json manifest found; newest SDK behaviour assumed",
	}
	if got := noteStrings(doc.Notes); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("notes:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func noteStrings(ns []finding.Note) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = n.Path + " " + n.Message
		if n.Minor {
			out[i] += " (minor)"
		}
	}
	return out
}
