package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A choice by class (issue 9). A function that answers each class it is given and throws for
// any other:
//
//	export function getClient<T>(client: new (...args: any[]) => T): T {
//	  if (client === NotesClient) return notesClient as any;
//	  if (client === TablesClient) return tablesClient as any;
//	  throw new Error(`Unknown client type: ${client}`);
//	}
//
// runs its throw only when the argument is none of those classes: the throw's pending finding
// tests the parameter as NotIn the classes' names (classChoiceRunsIf), and each call of the
// root that passes a class of the root by name says it is that one (classArgShapes, OneOf), so
// the finding drops when every call passes one of the tested classes. A class is named
// "class:<module>#<exported name>", the same in every file that imports it from its module.
//
// Left out: a class imported through a barrel in one file and from its module in another (the
// names differ: the throw stands), a test inside a nested block, and a switch on the class.

// classMark starts the name of a class in ArgTest.NotIn and ArgShape.OneOf.
const classMark = "class:"

// classIdentity returns the name of a class of the root that an identifier names: imported
// from a relative module, or declared by the file; false for anything else.
func (f *file) classIdentity(id *sitter.Node) (string, bool) {
	id = unwrap(id)
	if id == nil || extract.Type(id) != "identifier" {
		return "", false
	}
	name := extract.Content(id, f.Src)
	if !isClassName(name) {
		return "", false
	}
	if b, ok := f.imports[name]; ok {
		if base, rel := f.relativeModule(b.module); rel && b.name != "*" {
			return classMark + base + "#" + b.name, true
		}
		return "", false
	}
	if f.classDeclaration(name) != nil && len(f.decls[name]) <= 1 {
		return classMark + f.modPath + "#" + name, true
	}
	return "", false
}

// classArgShapes returns, for each argument of a call that names a class of the root, that the
// argument is that class (OneOf).
func (f *file) classArgShapes(call *sitter.Node) []extract.ArgShape {
	args := extract.Field(call, "arguments")
	if args == nil || extract.Type(args) != "arguments" {
		return nil
	}
	var out []extract.ArgShape
	for j, a := range positionalArgs(args) {
		if c, ok := f.classIdentity(a); ok {
			out = append(out, extract.ArgShape{Param: j, OneOf: []string{c}})
		}
	}
	return out
}

// classChoiceRunsIf returns the test under which a throw runs that stands in fn's own body after
// `if (p === C) return ...;` statements (or `||` of such tests of the same parameter), C classes
// of the root and p a parameter fn never writes: p is none of them. None when the throw is
// nested, no such statement comes before it, or the file hands fn on as a value.
func (f *file) classChoiceRunsIf(stmt, fn *sitter.Node) []extract.ArgTest {
	if fn == nil {
		return nil
	}
	body := extract.Field(fn, "body")
	if body == nil || extract.Type(body) != "statement_block" || !same(f.parent(stmt), body) || f.usedAsValue(fn) {
		return nil
	}
	param := -1
	var classes []string
	for _, s := range extract.NamedChildren(body) {
		if same(s, stmt) {
			break
		}
		if extract.Type(s) != "if_statement" || extract.Field(s, "alternative") != nil || !leaves(extract.Field(s, "consequence")) {
			continue
		}
		i, cs, ok := f.classTests(extract.Field(s, "condition"), fn)
		if !ok || param >= 0 && i != param {
			continue
		}
		param = i
		classes = append(classes, cs...)
	}
	if param < 0 {
		return nil
	}
	return []extract.ArgTest{{Param: param, NotIn: classes}}
}

// leaves reports whether a branch always returns or throws: a return or a throw, or a block
// whose last statement leaves.
func leaves(c *sitter.Node) bool {
	if c == nil {
		return false
	}
	switch extract.Type(c) {
	case "return_statement", "throw_statement":
		return true
	case "statement_block":
		for i := int(extract.NamedChildCount(c)) - 1; i >= 0; i-- {
			s := extract.NamedChild(c, i)
			if extract.Type(s) == "comment" {
				continue
			}
			return leaves(s)
		}
	}
	return false
}

// classTests reads a condition `p === C` (`==`, either side), or a `||` of such tests of one
// parameter, as the parameter's index and the classes' names.
func (f *file) classTests(cond, fn *sitter.Node) (int, []string, bool) {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return -1, nil, false
	}
	l, r, op := f.binaryParts(cond)
	switch op {
	case "||":
		i, a, okA := f.classTests(l, fn)
		j, b, okB := f.classTests(r, fn)
		if !okA || !okB || i != j {
			return -1, nil, false
		}
		return i, append(a, b...), true
	case "===", "==":
		for _, pair := range [][2]*sitter.Node{{l, r}, {r, l}} {
			if i := f.intactParam(fn, pair[0]); i >= 0 {
				if c, ok := f.classIdentity(pair[1]); ok {
					return i, []string{c}, true
				}
			}
		}
	}
	return -1, nil, false
}
