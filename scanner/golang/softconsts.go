package golang

import (
	"bytes"
	"fmt"
	"sort"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A handler's failure text is often a constant of its package declared in another file (const
// errMissingName = "Required parameter 'name' is missing" in errors.go, returned by every
// handler of the package: return mcp.NewToolResultText(errMissingName), nil). A file does not
// read the others, so the return becomes a pending finding on the constant's key, named as a
// function of the package is ("<dir>.errMissingName"), that stands when the file declaring
// the constant says its text is a failure: each file summarises its package-level string
// constants (a const, or a var of a literal) whose text is one by the lexicon of a branch's
// text (branchFailureText), with the fact SoftFailure. A Go package cannot declare a function
// and a constant of the same name, so the keys do not meet those of functions. A constant
// whose text is no failure ("No pods found", "Deleted") has no summary, and the return
// nothing.

// pkgConst returns the name of the package-level constant a text expression is, or starts
// with (errX + ": " + name, fmt.Sprintf(errFmt, name)), when the file does not declare it: a
// name that no function around it and no declaration of the file defines. "" otherwise.
func (fl *file) pkgConst(t *sitter.Node, depth int) string {
	t = unparen(t)
	if t == nil || depth > maxDepth {
		return ""
	}
	switch extract.Type(t) {
	case "identifier":
		name := text(t, fl.src)
		if d, ok := fl.resolve(t, name); ok {
			if d.expr != nil && !d.multi && !d.param {
				return fl.pkgConst(d.expr, depth+1) // msg := errMissingName
			}
			return ""
		}
		if fl.funcs[name] != nil || name == "_" || boundAround(t, name, fl.src) {
			return ""
		}
		return name
	case "binary_expression":
		if text(extract.Field(t, "operator"), fl.src) == "+" {
			return fl.pkgConst(extract.Field(t, "left"), depth+1)
		}
	case "call_expression":
		if qual, name := callee(t, fl.src); fl.im.isPkg(qual, "fmt") && name == "Sprintf" {
			if as := args(t); len(as) > 0 {
				return fl.pkgConst(as[0], depth+1)
			}
		}
	}
	return ""
}

// constFailure says, for a return judged by its branch whose texts hold no failure the file
// can read, which constant of the package the finding waits on: the why of its message and
// the constant's key ("" when no text is such a constant).
func (fl *file) constFailure(texts []*sitter.Node) (why, key string) {
	for _, t := range texts {
		if name := fl.pkgConst(t, 0); name != "" {
			return "the failure text of the package's constant " + name, fl.dir + "." + name
		}
	}
	return "", ""
}

// constSummaries returns a summary of each of the file's package-level string constants whose
// text is a failure, for the pending findings of the returns of the package that name it.
func (fl *file) constSummaries() []extract.Summary {
	if !bytes.Contains(fl.src, []byte("const")) && !bytes.Contains(fl.src, []byte("var")) {
		return nil
	}
	var out []extract.Summary
	for name, d := range fl.fileVars {
		if d.expr == nil || d.multi {
			continue
		}
		e := unparen(d.expr)
		switch extract.Type(e) {
		case "interpreted_string_literal", "raw_string_literal", "binary_expression":
		default:
			continue
		}
		lead, ok := fl.leadingText(e, 0)
		if !ok {
			continue
		}
		first, failed := branchFailureText(lead)
		if !failed {
			continue
		}
		line, col := int(e.StartPoint().Row)+1, int(e.StartPoint().Column)+1
		out = append(out, extract.Summary{Key: fl.dir + "." + name, Name: name, Line: line, Column: col,
			Facts: extract.SoftFailure, Places: []extract.Place{{Fact: extract.SoftFailure, Line: line, Column: col,
				Message: fmt.Sprintf("the constant %s is the failure text %q", name, clip(first))}}})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out
}

// boundAround reports whether name is bound around use by what resolve does not read: the
// alias of a type switch (switch v := x.(type)) or a named result of a function.
func boundAround(use *sitter.Node, name string, src []byte) bool {
	for p := use.Parent(); p != nil; p = p.Parent() {
		switch extract.Type(p) {
		case "type_switch_statement":
			for _, a := range namedChildren(extract.Field(p, "alias")) {
				if text(a, src) == name {
					return true
				}
			}
		case "func_literal", "function_declaration", "method_declaration":
			if res := extract.Field(p, "result"); res != nil && extract.Type(res) == "parameter_list" {
				for _, pd := range namedChildren(res) {
					for _, id := range childrenByField(pd, "name") {
						if text(id, src) == name {
							return true
						}
					}
				}
			}
		}
	}
	return false
}
