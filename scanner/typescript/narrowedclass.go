package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Narrowed receivers: a value (a caught error, an untyped parameter, one of a wider declared
// class) whose class an `instanceof` test decides, then a method called on it in the branch the
// test opens, unless the branch binds the name again:
//
//	} catch (error) {
//	  if (error instanceof ShelfError) {
//	    return error.toResult(); // ShelfError.toResult, of the module ShelfError is imported from
//	  }
//	}

// narrowedClass returns the class name node that an `if (id instanceof C)` (alone or joined
// by &&) around id, within id's own function, tests the name against, when C is a class of the
// root in sight (classNames); nil otherwise. The innermost test decides.
func (f *file) narrowedClass(id *sitter.Node) *sitter.Node {
	if id == nil || extract.Type(id) != "identifier" || len(f.classNames()) == 0 {
		return nil
	}
	name := extract.Content(id, f.Src)
	prev := id
	for p := f.parent(id); p != nil && !f.parents.isFunction(p); prev, p = p, f.parent(p) {
		if extract.Type(p) != "if_statement" || !same(extract.Field(p, "consequence"), prev) {
			continue
		}
		if c := f.instanceofClass(extract.Field(p, "condition"), name); c != nil {
			if f.rebinds(prev, name) {
				return nil // `if (e instanceof C) { e = e.cause; return e.m() }`: maybe no longer a C (deadloop.go)
			}
			return c
		}
	}
	return nil
}

// instanceofClass returns the class C of a condition `name instanceof C` (in parentheses, or one
// side of an &&), when C is a class of the root in sight; nil otherwise.
func (f *file) instanceofClass(cond *sitter.Node, name string) *sitter.Node {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return nil
	}
	l, r, op := f.binaryParts(cond)
	switch op {
	case "&&":
		if c := f.instanceofClass(l, name); c != nil {
			return c
		}
		return f.instanceofClass(r, name)
	case "instanceof":
		l, r = unwrap(l), unwrap(r)
		if l == nil || r == nil || extract.Type(l) != "identifier" || extract.Content(l, f.Src) != name || extract.Type(r) != "identifier" {
			return nil
		}
		if n := extract.Content(r, f.Src); isClassName(n) && f.classNames()[n] {
			return r
		}
	}
	return nil
}
