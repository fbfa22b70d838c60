package main

import (
	"bufio"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// notesTree has a malformed tsconfig.json and package.json, a workspace whose two packages
// share a malformed lockfile, a range read as a version, and a file under no package.json.
var notesTree = filepath.Join("..", "..", "scanner", "testdata", "notes")

// notesWant are the notes of notesTree, path and message, in order; the second is minor.
var notesWant = []string{
	".: no package.json manifest found; newest SDK behaviour assumed",
	"app/package.json: @modelcontextprotocol/sdk range ^1.10.0 read as 1.10.0",
	"app/tsconfig.json: malformed JSONC (unexpected end of JSON input); path aliases not read",
	"bad/package.json: malformed JSON (unexpected end of JSON input); newest SDK behaviour assumed",
	"ws/package-lock.json: malformed JSON (EOF); versions from the manifests kept",
}

// TestScanNotesEveryFormat: the manifest notes reach every format that reports skipped files,
// in the same order, with root-relative paths; text shows all but the minor one on stderr.
func TestScanNotesEveryFormat(t *testing.T) {
	base := []string{"--no-cache", "--types", "off", "--fail-on", "none"}
	doc, _ := scanDoc(t, append(base, notesTree)...)
	var got []string
	for _, n := range doc.Notes {
		got = append(got, n.Path+": "+n.Message)
	}
	if strings.Join(got, "\n") != strings.Join(notesWant, "\n") || doc.Summary.Notes != len(notesWant) || !doc.Notes[1].Minor {
		t.Errorf("json notes (summary %d):\n%s\nwant\n%s", doc.Summary.Notes, strings.Join(got, "\n"), strings.Join(notesWant, "\n"))
	}

	out, _, _ := runScanCmd(append(base, "--format", "jsonl", notesTree)...)
	var types []string
	got = nil
	for sc := bufio.NewScanner(strings.NewReader(out)); sc.Scan(); {
		var l struct{ Type, Path, Message string }
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatal(err)
		}
		if types = append(types, l.Type); l.Type == "note" {
			got = append(got, l.Path+": "+l.Message)
		}
	}
	if strings.Join(got, "\n") != strings.Join(notesWant, "\n") || types[len(types)-1] != "summary" || types[len(types)-2] != "note" {
		t.Errorf("jsonl line types %v, notes:\n%s", types, strings.Join(got, "\n"))
	}

	out, _, _ = runScanCmd(append(base, "--format", "sarif", notesTree)...)
	var log struct {
		Runs []struct {
			Invocations []struct {
				ToolExecutionNotifications []struct {
					Level   string
					Message struct{ Text string }
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("not a SARIF log of one run (%v)", err)
	}
	got = nil
	for _, n := range log.Runs[0].Invocations[0].ToolExecutionNotifications {
		got = append(got, n.Level+" "+n.Message.Text)
	}
	if strings.Join(got, "\n") != "note "+strings.Join(notesWant, "\nnote ") {
		t.Errorf("sarif notifications:\n%s", strings.Join(got, "\n"))
	}

	out, _, _ = runScanCmd(append(base, "--format", "markdown", notesTree)...)
	if !strings.Contains(out, "\n5 manifest notes: ") {
		t.Errorf("markdown does not count the notes:\n%s", out)
	}

	_, errw, _ := runScanCmd(append(base, notesTree)...)
	lines := strings.Split(strings.TrimSpace(errw), "\n")
	want := []string{"mcperr: note: " + notesWant[0]}
	for _, n := range notesWant[2:] {
		want = append(want, "mcperr: note: "+n)
	}
	want = append(want, "mcperr: note: 1 more on how version ranges were read (see --format json)")
	if len(lines) != 1+len(want) || !strings.HasSuffix(lines[0], "; 5 manifest notes") || strings.Join(lines[1:], "\n") != strings.Join(want, "\n") {
		t.Errorf("text stderr:\n%s\nwant the counts line, then\n%s", errw, strings.Join(want, "\n"))
	}
}
