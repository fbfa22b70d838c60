package scanner

import (
	"context"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// fill sets every field of the struct v points to a value that is not its zero, reflectively,
// so that a field added to the finding model and forgotten by the codec fails the round trip.
func fill(t *testing.T, v reflect.Value, seed int) {
	t.Helper()
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		name := v.Type().Field(i).Name
		switch f.Kind() {
		case reflect.String:
			// Bytes that JSON would rewrite (invalid UTF-8, NUL) must come back as they were.
			f.SetString(fmt.Sprintf("%s-%d-\xff\x00é", name, seed+i))
		case reflect.Int, reflect.Int64:
			f.SetInt(int64(seed*100 + i + 1))
		case reflect.Bool:
			f.SetBool((seed+i)%2 == 0)
		case reflect.Struct:
			fill(t, f, seed+i)
		case reflect.Pointer:
			p := reflect.New(f.Type().Elem())
			fill(t, p.Elem(), seed+i)
			f.Set(p)
		case reflect.Slice:
			s := reflect.MakeSlice(f.Type(), 2, 2)
			for j := 0; j < s.Len(); j++ {
				fill(t, s.Index(j), seed+i+j)
			}
			f.Set(s)
		default:
			t.Fatalf("the codec test does not know how to fill %s (%s)", name, f.Kind())
		}
	}
}

func TestCodecRoundTrip(t *testing.T) {
	var fs []finding.Finding
	for seed := 0; seed < 3; seed++ {
		var f finding.Finding
		fill(t, reflect.ValueOf(&f).Elem(), seed)
		fs = append(fs, f)
	}
	fs[1].Site.Typed = finding.Typed{Code: true, Target: true, Policy: true, Retry: true, SideEffects: true}
	fs[2].Site = nil
	fs[2].Line, fs[2].Column = -1, 1<<40 // varints, not bytes
	for _, in := range [][]finding.Finding{fs, nil} {
		rec := appendFindings([]byte("prefix"), in)
		out, err := decodeFindings(rec[len("prefix"):])
		if err != nil {
			t.Fatal(err)
		}
		if len(in) == 0 && len(out) == 0 {
			continue
		}
		if !reflect.DeepEqual(out, in) {
			t.Errorf("round trip changed the findings:\n got %+v\nwant %+v", out, in)
		}
	}
	// Every cut of a record is an error, never a panic or a short list.
	rec := appendFindings(nil, fs)
	for n := 0; n < len(rec); n++ {
		if _, err := decodeFindings(rec[:n]); err == nil {
			t.Fatalf("a record cut to %d of %d bytes decoded", n, len(rec))
		}
	}
	if _, err := decodeFindings(append(rec, 0)); err == nil {
		t.Error("a record with a trailing byte decoded")
	}
}

func TestSpillMovesToAFile(t *testing.T) {
	for _, limit := range []int{1 << 20, 10} {
		s := newSpill()
		s.limit = limit
		var want []byte
		for i := 0; i < 100; i++ {
			p := []byte(strings.Repeat(string(rune('a'+i%26)), i))
			want = append(want, p...)
			if _, err := s.Write(p); err != nil {
				t.Fatal(err)
			}
		}
		if inFile := s.file != nil; inFile != (limit < len(want)) {
			t.Errorf("limit %d, %d bytes: in a file %v", limit, len(want), inFile)
		}
		if s.Size() != int64(len(want)) {
			t.Errorf("size %d, want %d", s.Size(), len(want))
		}
		got, err := io.ReadAll(io.NewSectionReader(s, 0, s.Size()))
		if err != nil || string(got) != string(want) {
			t.Errorf("limit %d: read back %d bytes (%v), want %d", limit, len(got), err, len(want))
		}
		part := make([]byte, 7)
		if _, err := s.ReadAt(part, 1000); err != nil || string(part) != string(want[1000:1007]) {
			t.Errorf("limit %d: ReadAt(1000) = %q, %v", limit, part, err)
		}
		if err := s.Close(); err != nil {
			t.Error(err)
		}
	}
}

// linkLang is a Go stub with helpers: a function whose body has `IsError: true` is a helper
// keyed by its name, with a site whose pathKey names its file; every call of a bare name is a
// Call. It is what the collector must link across files, the way the real languages do.
type linkLang struct{ stubLang }

func (linkLang) Needles() [][]byte { return [][]byte{[]byte("IsError"), []byte("use")} }

func (linkLang) Extract(f *extract.File) (extract.Result, error) {
	var res extract.Result
	var visit func(n *sitter.Node, fn string)
	visit = func(n *sitter.Node, fn string) {
		switch n.Type() {
		case "function_declaration":
			fn = n.ChildByFieldName("name").Content(f.Src)
		case "keyed_element":
			if n.Content(f.Src) == "IsError: true" && fn != "" {
				pk := f.Path + ":" + fn
				p := n.StartPoint()
				res.Findings = append(res.Findings, finding.Finding{Rule: "errorresult", Line: int(p.Row) + 1, Column: int(p.Column) + 1,
					StartLine: int(p.Row) + 1, EndLine: int(p.Row) + 1, Message: "stub",
					Site: &finding.Site{Construct: finding.Literal, Shape: finding.ProseOnly, Function: fn, PathKey: pk}})
				res.Helpers = append(res.Helpers, extract.Helper{Key: fn, PathKey: pk})
			}
		case "call_expression":
			if c := n.ChildByFieldName("function"); c.Type() == "identifier" {
				res.Calls = append(res.Calls, extract.Call{Key: c.Content(f.Src), Line: int(n.StartPoint().Row) + 1})
			}
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			visit(n.NamedChild(i), fn)
		}
	}
	visit(f.Tree.RootNode(), "")
	return res, nil
}

// TestHelperUsesAcrossSpilledFiles links helpers to calls in other files with the collector's
// spills in temporary files, and checks that a key defined twice resolves to the later file in
// walk order whatever the number of workers, as extract.Link does over Results in that order.
func TestHelperUsesAcrossSpilledFiles(t *testing.T) {
	files := map[string]string{
		"a/helper.go": "package a\nfunc fail() any { return Result{IsError: true} }\n",
		"b/helper.go": "package b\nfunc fail() any { return Result{IsError: true} }\nfunc other() any { return Result{IsError: true} }\n",
	}
	calls := 0
	for i := 0; i < 60; i++ {
		var b strings.Builder
		b.WriteString("package c\nfunc use() {\n")
		for j := 0; j <= i%5; j++ {
			b.WriteString("\tfail()\n")
			calls++
		}
		b.WriteString("\tother()\n\tother()\n}\n")
		files[fmt.Sprintf("c/use%02d.go", i)] = b.String()
	}
	dir := tree(t, files)
	defer func(old int) { spillMemLimit = old }(spillMemLimit)
	var docs []*finding.Document
	for _, limit := range []int{1 << 20, 64} {
		for _, jobs := range []int{1, 3} {
			spillMemLimit = limit
			doc, err := Scan(context.Background(), Options{Roots: []string{dir}, Jobs: jobs}, linkLang{})
			if err != nil {
				t.Fatal(err)
			}
			uses := map[string]int{}
			for _, f := range doc.Findings {
				uses[f.Site.PathKey] = f.Site.Uses
			}
			want := map[string]int{"a/helper.go:fail": 0, "b/helper.go:fail": calls, "b/helper.go:other": 120}
			if !reflect.DeepEqual(uses, want) {
				t.Errorf("spill limit %d, %d jobs: uses %v, want %v", limit, jobs, uses, want)
			}
			docs = append(docs, doc)
		}
	}
	for _, d := range docs[1:] {
		if !reflect.DeepEqual(d, docs[0]) {
			t.Errorf("documents differ with the spill limit or the jobs")
		}
	}
}

func TestKeyName(t *testing.T) {
	for key, want := range map[string]string{
		"internal/errs.Fail":                "Fail",
		"internal/errs.*.Fail":              "Fail",
		"server.errors.tool_error":          "tool_error",
		"src/common.ts#toolFailure":         "toolFailure",
		"src/common.ts#fail!true@1":         "fail",
		"toolFailure":                       "toolFailure",
		"src/common.ts#default":             "",
		"src/common.ts#default!true@0":      "",
		"pkg.ok":                            "",
		"desk.handler.ToolHandler.__init__": "ToolHandler",
		"src/kit#Kit.constructor":           "Kit",
		"":                                  "",
	} {
		if got := keyName(key); got != want {
			t.Errorf("keyName(%q) = %q, want %q", key, got, want)
		}
	}
}

// wrapLang is linkLang with "IsError" alone for a needle, and wrappers: a function whose body is
// `return g()` passes on what g builds.
type wrapLang struct{ linkLang }

func (wrapLang) Needles() [][]byte { return [][]byte{[]byte("IsError")} }

func (l wrapLang) Extract(f *extract.File) (extract.Result, error) {
	res, err := l.linkLang.Extract(f)
	root := f.Tree.RootNode()
	for i := 0; i < int(root.NamedChildCount()); i++ {
		fn := root.NamedChild(i)
		body := fn.ChildByFieldName("body")
		if fn.Type() != "function_declaration" || body == nil || body.NamedChildCount() != 1 {
			continue
		}
		ret := body.NamedChild(0)
		if ret.Type() != "return_statement" || ret.NamedChildCount() != 1 {
			continue
		}
		v := ret.NamedChild(0)
		if v.Type() == "expression_list" && v.NamedChildCount() == 1 {
			v = v.NamedChild(0)
		}
		if v.Type() == "call_expression" && v.ChildByFieldName("function").Type() == "identifier" {
			res.Helpers = append(res.Helpers, extract.Helper{Key: fn.ChildByFieldName("name").Content(f.Src),
				Via: [][]string{{v.ChildByFieldName("function").Content(f.Src)}}})
		}
	}
	return res, err
}

// TestWrappersInFilesWithoutANeedle: a wrapper of a helper has no needle of its own; the calls
// pass finds it where its file mentions the helper's name, and then the calls of the wrapper's
// own name in files that never name the helper, in a second round.
func TestWrappersInFilesWithoutANeedle(t *testing.T) {
	dir := tree(t, map[string]string{
		"errs/errs.go":   "package errs\nfunc fail() any { return Result{IsError: true} }\n",
		"errs/wrap.go":   "package errs\nfunc failNotFound() any { return fail() }\n",
		"tools/one.go":   "package tools\nfunc one() any { failNotFound(); return failNotFound() }\n",
		"tools/two.go":   "package tools\nfunc two() any { return fail() }\n",
		"tools/three.go": "package tools\nfunc three() any { return nil }\n",
	})
	for _, jobs := range []int{1, 3} {
		doc, err := Scan(context.Background(), Options{Roots: []string{dir}, Jobs: jobs}, wrapLang{})
		if err != nil {
			t.Fatal(err)
		}
		if len(doc.Findings) != 1 || doc.Findings[0].Site == nil {
			t.Fatalf("%d jobs: want the one site of fail, got %+v", jobs, doc.Findings)
		}
		// wrap.go's call of fail, two.go's, and one.go's two calls of the wrapper.
		if got := doc.Findings[0].Site.Uses; got != 4 {
			t.Errorf("%d jobs: fail has uses=%d, want 4", jobs, got)
		}
		if doc.Summary.FilesParsed != 1 {
			t.Errorf("%d jobs: filesParsed %d, want 1 (the helper's file)", jobs, doc.Summary.FilesParsed)
		}
	}
}
