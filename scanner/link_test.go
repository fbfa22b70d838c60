package scanner

import (
	"context"
	"path"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// crossLang is a Go stub with cross-file summaries, keyed "<directory>.<function>" as a call
// `dir.F()` names them. Its needle is "Tool": a function named Tool* is a tool; a return of a
// string starting "error:" is a soft failure; `return pkg.F()` forwards; a tool's return of
// another package's call is a pending softerror; `panic("...")` in a function is a pending
// finding that stands when a tool reaches the function.
type crossLang struct{ stubLang }

func (crossLang) Needles() [][]byte { return [][]byte{[]byte("Tool")} }

func (crossLang) ModuleOf(p string) string { return path.Base(path.Dir(p)) }

func (crossLang) ModuleOfKey(key string) string { m, _, _ := strings.Cut(key, "."); return m }

func (crossLang) Extract(f *extract.File) (extract.Result, error) {
	var res extract.Result
	mod := path.Base(path.Dir(f.Path))
	at := func(n *sitter.Node) (int, int) { p := n.StartPoint(); return int(p.Row) + 1, int(p.Column) + 1 }
	var visit func(n *sitter.Node, s *extract.Summary)
	visit = func(n *sitter.Node, s *extract.Summary) {
		switch n.Type() {
		case "function_declaration":
			name := n.ChildByFieldName("name").Content(f.Src)
			line, col := at(n)
			res.Summaries = append(res.Summaries, extract.Summary{Key: mod + "." + name, Name: name, Line: line, Column: col})
			if strings.HasPrefix(name, "Tool") {
				res.Summaries[len(res.Summaries)-1].Tool = strings.ToLower(strings.TrimPrefix(name, "Tool"))
			}
			s = &res.Summaries[len(res.Summaries)-1]
		case "return_statement":
			v := n.NamedChild(0)
			if v != nil && v.Type() == "expression_list" {
				v = v.NamedChild(0)
			}
			line, col := at(n)
			switch {
			case v == nil:
			case v.Type() == "interpreted_string_literal" && strings.HasPrefix(v.Content(f.Src), `"error:`):
				s.Facts |= extract.SoftFailure
				s.Places = append(s.Places, extract.Place{Fact: extract.SoftFailure, Line: line, Column: col, Message: "returns error text"})
			case v.Type() == "call_expression" && v.ChildByFieldName("function").Type() == "selector_expression":
				key := v.ChildByFieldName("function").Content(f.Src)
				s.Forward = append(s.Forward, extract.Forward{Facts: extract.SoftFailure, Keys: []string{key}, Line: line, Column: col})
				res.Calls = append(res.Calls, extract.Call{Key: key, Line: line, Column: col, From: s.Key})
				if s.Tool != "" {
					res.Pending = append(res.Pending, extract.Pending{Keys: []string{key}, Need: extract.SoftFailure,
						Finding: finding.Finding{Rule: "softerror", Line: line, Column: col, StartLine: line, EndLine: line,
							Message: s.Tool + " returns a failure as a success"}})
				}
			}
		case "call_expression":
			if fn := n.ChildByFieldName("function"); fn.Content(f.Src) == "panic" && s != nil {
				line, col := at(n)
				res.Pending = append(res.Pending, extract.Pending{Within: s.Key,
					Finding: finding.Finding{Rule: "panicleak", Line: line, Column: col, StartLine: line, EndLine: line, Message: "panics"}})
			} else if fn.Type() == "selector_expression" && s != nil && n.Parent().Type() != "expression_list" {
				line, col := at(n)
				res.Calls = append(res.Calls, extract.Call{Key: fn.Content(f.Src), Line: line, Column: col, From: s.Key})
			}
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			visit(n.NamedChild(i), s)
		}
	}
	visit(f.Tree.RootNode(), nil)
	return res, nil
}

// TestCrossFileLinking: a tool returns what inbox.Latest returns, which returns what mail.Get
// returns, error text; neither inbox nor mail holds the needle, so they are extracted in the
// first and second rounds of the pass, for the modules the tool and then inbox want. A panic in a client
// function a tool calls stands, one in a function nothing calls does not.
func TestCrossFileLinking(t *testing.T) {
	dir := tree(t, map[string]string{
		"tools/tools.go":   "package tools\n\nfunc ToolLatest() string {\n\treturn inbox.Latest()\n}\n\nfunc ToolFetch() string {\n\tclient.Fetch()\n\treturn \"ok\"\n}\n",
		"inbox/inbox.go":   "package inbox\n\nfunc Latest() string {\n\treturn mail.Get()\n}\n",
		"mail/mail.go":     "package mail\n\nfunc Get() string {\n\treturn \"error: down\"\n}\n",
		"client/client.go": "package client\n\nfunc Fetch() {\n\tpanic(\"no\")\n}\n\nfunc Unused() {\n\tpanic(\"never\")\n}\n",
		"other/other.go":   "package other\n\nfunc Get() string {\n\treturn \"error: unused\"\n}\n",
	})
	var docs []*finding.Document
	for _, jobs := range []int{1, 3} {
		doc, err := Scan(context.Background(), Options{Roots: []string{dir}, Jobs: jobs}, crossLang{})
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, doc)
	}
	if !reflect.DeepEqual(docs[0], docs[1]) {
		t.Errorf("documents differ with the number of jobs")
	}
	type got struct {
		rule, at string
		related  []finding.Related
	}
	var gots []got
	for _, f := range docs[0].Findings {
		gots = append(gots, got{f.Rule, f.Path + ":" + strconv.Itoa(f.Line), f.Related})
		if f.Fingerprint == "" {
			t.Errorf("%s:%d: a linked finding has no fingerprint", f.Path, f.Line)
		}
	}
	want := []got{
		{"panicleak", "client/client.go:4", []finding.Related{
			{Path: "tools/tools.go", Line: 7, Column: 1, Message: "tool fetch (ToolFetch) reaches it"},
			{Path: "tools/tools.go", Line: 8, Column: 2, Message: "ToolFetch calls Fetch"},
		}},
		{"softerror", "tools/tools.go:4", []finding.Related{
			{Path: "inbox/inbox.go", Line: 4, Column: 2, Message: "Latest returns what Get returns"},
			{Path: "mail/mail.go", Line: 4, Column: 2, Message: "returns error text"},
		}},
	}
	if !reflect.DeepEqual(gots, want) {
		t.Errorf("findings:\n got %+v\nwant %+v", gots, want)
	}
	// Two roots: every path, related ones too, starts with its root as given.
	doc, err := Scan(context.Background(), Options{Roots: []string{dir, t.TempDir()}}, crossLang{})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range doc.Findings {
		for _, r := range f.Related {
			if !strings.HasPrefix(r.Path, filepath.ToSlash(dir)+"/") {
				t.Errorf("a related place of a two-root scan is %s, not below %s", r.Path, dir)
			}
		}
	}
	if n := docs[0].Summary.FilesParsed; n != 1 {
		t.Errorf("filesParsed %d, want 1: the files extracted for the cross-file rules are not counted as parsed", n)
	}
}

// namedCrossLang is crossLang as a NameDefiner (a key's function name is spelled by the file
// that defines it), noting the paths it extracts.
type namedCrossLang struct {
	crossLang
	seen *extractedPaths
}

type extractedPaths struct {
	mu    sync.Mutex
	paths map[string]bool
}

func (l namedCrossLang) DefinedName(key string) string { return key[strings.LastIndex(key, ".")+1:] }

func (l namedCrossLang) Extract(f *extract.File) (extract.Result, error) {
	l.seen.mu.Lock()
	l.seen.paths[f.Path] = true
	l.seen.mu.Unlock()
	return l.crossLang.Extract(f)
}

// TestWantedModuleFilesSpellAName: of the module a pending finding wants, a NameDefiner's
// calls pass extracts the file that spells the wanted name and leaves its other file, which
// cannot define it; the finding stands as before.
func TestWantedModuleFilesSpellAName(t *testing.T) {
	dir := tree(t, map[string]string{
		"tools/tools.go":  "package tools\n\nfunc ToolLatest() string {\n\treturn mail.Get()\n}\n",
		"mail/mail.go":    "package mail\n\nfunc Get() string {\n\treturn \"error: down\"\n}\n",
		"mail/folders.go": "package mail\n\nfunc List() string {\n\treturn \"error: none\"\n}\n",
	})
	lang := namedCrossLang{seen: &extractedPaths{paths: map[string]bool{}}}
	doc, err := Scan(context.Background(), Options{Roots: []string{dir}}, lang)
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Findings) != 1 || doc.Findings[0].Path != "tools/tools.go" {
		t.Fatalf("findings %+v, want the softerror of tools/tools.go", doc.Findings)
	}
	want := map[string]bool{"tools/tools.go": true, "mail/mail.go": true}
	if !reflect.DeepEqual(lang.seen.paths, want) {
		t.Errorf("extracted %v, want %v", lang.seen.paths, want)
	}
}
