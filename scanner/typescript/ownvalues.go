package typescript

import (
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// Builtin methods on values a function made itself, which are no library call that may throw
// (isQuietCall): `filteredLogs.slice(-count)` where filteredLogs holds what `this.logBuffer
// .filter(...)` gave back. A string or array method throws a TypeError when its receiver is of
// another type (an argument the SDK did not check), not on an array or a string that the
// function, or a same-file function it calls, built; what a callback given to it throws is
// recorded where the callback calls it. So such a call is neither a place where the function
// raises nor the origin a rethrow names: the throws of the functions it calls, and the library
// calls on what the tool was given, are.

// safeMethods are the Array and String methods that throw nothing of their own on an array or a
// string, whatever they are given (not reduce of an empty array, nor repeat, normalize or a
// match, whose pattern may be no regular expression).
var safeMethods = map[string]bool{"slice": true, "concat": true, "join": true, "includes": true, "indexOf": true,
	"lastIndexOf": true, "at": true, "push": true, "pop": true, "shift": true, "unshift": true, "reverse": true,
	"sort": true, "map": true, "filter": true, "forEach": true, "find": true, "findIndex": true, "findLast": true,
	"some": true, "every": true, "flat": true, "flatMap": true, "keys": true, "values": true, "entries": true,
	"fill": true, "splice": true, "split": true, "trim": true, "trimStart": true, "trimEnd": true,
	"toLowerCase": true, "toUpperCase": true, "startsWith": true, "endsWith": true, "replace": true,
	"replaceAll": true, "substring": true, "substr": true, "charAt": true, "padStart": true, "padEnd": true,
	"toString": true}

// madeMethods are the methods whose result is a new array or string (when the call does not
// throw).
var madeMethods = map[string]bool{"slice": true, "concat": true, "join": true, "map": true, "filter": true,
	"flat": true, "flatMap": true, "split": true, "trim": true, "trimStart": true, "trimEnd": true,
	"toLowerCase": true, "toUpperCase": true, "replace": true, "replaceAll": true, "substring": true,
	"substr": true, "padStart": true, "padEnd": true, "toString": true, "reverse": true, "sort": true}

// ownValueMethod reports whether a call is a safe builtin method of a local variable or a field
// of this that only ever holds an array or a string the code made, or of a call that makes one
// (madeValue).
func (f *file) ownValueMethod(call, callee *sitter.Node) bool {
	callee = unwrap(callee)
	if callee == nil || extract.Type(callee) != "member_expression" {
		return false
	}
	if t := extract.Content(callee, f.Src); strings.HasPrefix(t, "/") && strings.HasSuffix(t, ".test") {
		return isRegexTest(callee)
	} else if !safeMethods[t[strings.LastIndexByte(t, '.')+1:]] {
		return false // the property's text ends the callee's (no ChildByFieldName: it allocates)
	}
	recv := unwrap(extract.Field(callee, "object"))
	if args := extract.Field(call, "arguments"); recv == nil || args == nil || hasChildType(args, "spread_element") {
		return false // a spread of what is no iterable throws at the call
	}
	switch extract.Type(recv) {
	case "identifier":
		return f.onlyMadeWrites(recv, 0)
	case "member_expression":
		if obj := extract.Field(recv, "object"); obj != nil && extract.Type(obj) == "this" {
			return f.onlyMadeField(recv, text(extract.Field(recv, "property"), f.Src), 0)
		}
	case "array", "string", "template_string":
		return true
	case "call_expression":
		return f.madeValue(recv, 0) // `String(value || "").trim()`
	}
	return false
}

// isRegexTest reports whether a callee is the test method of a regular expression literal
// (`/^[a-z]$/.test(mark)`): RegExp.prototype.test turns whatever it is given into a string and
// throws nothing of its own, so a guard made of it (`if (!/^[a-z]$/.test(mark)) return "Invalid
// mark"`) leaves a function that catches its own failures doing so.
func isRegexTest(callee *sitter.Node) bool {
	recv := unwrap(extract.Field(callee, "object"))
	return recv != nil && extract.Type(recv) == "regex"
}

// madeValue reports whether an expression is an array or a string by construction: a literal, a
// made method's result (madeMethods), Array.from/of, Object.keys/values/entries, String(), or a
// same-file function's result whose every return is one.
func (f *file) madeValue(v *sitter.Node, depth int) bool {
	v = unwrap(v)
	if v == nil || depth > 3 {
		return false
	}
	switch extract.Type(v) {
	case "array", "string", "template_string":
		return true
	case "identifier":
		return f.onlyMadeWrites(v, depth+1)
	case "member_expression":
		if obj := extract.Field(v, "object"); obj != nil && extract.Type(obj) == "this" {
			return f.onlyMadeField(v, text(extract.Field(v, "property"), f.Src), depth+1)
		}
	case "call_expression":
		callee := unwrap(extract.Field(v, "function"))
		if callee == nil {
			return false
		}
		switch text(callee, f.Src) {
		case "Array.from", "Array.of", "Object.keys", "Object.values", "Object.entries", "String":
			return true
		}
		if extract.Type(callee) == "member_expression" && madeMethods[text(extract.Field(callee, "property"), f.Src)] {
			return true
		}
		fn := f.calledFunction(callee)
		if fn == nil {
			return false
		}
		rs := f.returnedValuesOf(fn)
		for _, r := range rs {
			if !f.madeValue(r, depth+1) {
				return false
			}
		}
		return len(rs) > 0
	}
	return false
}

// memo returns what compute says of key, computed once per file.
func (f *file) memo(key string, compute func() bool) bool {
	if v, ok := f.made[key]; ok {
		return v
	}
	if f.made == nil {
		f.made = map[string]bool{}
	}
	f.made[key] = false // a cycle of variables made of each other makes nothing
	v := compute()
	f.made[key] = v
	return v
}

// importsFrom reports whether the file imports (or requires) a module that is, asked once per
// file under key (memo), after its imports are indexed.
func (f *file) importsFrom(key string, is func(module string) bool) bool {
	return f.memo("imports "+key, func() bool {
		for _, b := range f.imports {
			if is(b.module) {
				return true
			}
		}
		return false
	})
}

// onlyMadeWrites reports whether a local variable (a let or const of a function, not a
// parameter) is given only made values: its initializer and each plain assignment in its scope.
func (f *file) onlyMadeWrites(id *sitter.Node, depth int) bool {
	name := extract.Content(id, f.Src)
	d := f.resolve(name, id)
	if d == nil || extract.Type(d) != "variable_declarator" || text(extract.Field(d, "name"), f.Src) != name || f.shadowed(id, name) {
		return false
	}
	return f.memo(fmt.Sprintf("v%d", extract.StartByte(d)), func() bool { return f.onlyMadeDeclared(d, name, depth) })
}

// onlyMadeDeclared is onlyMadeWrites of the declarator d.
func (f *file) onlyMadeDeclared(d *sitter.Node, name string, depth int) bool {
	scope := f.scopeOf(d)
	if scope == nil {
		return false // a module's variable: any function may write it
	}
	v := extract.Field(d, "value")
	if v == nil || !f.madeValue(v, depth) {
		return false
	}
	if !mayWriteText(f.Src[extract.StartByte(scope):extract.EndByte(scope)], name, int(extract.StartByte(d)-extract.StartByte(scope))) {
		return true // read only, after its declaration
	}
	return f.onlyMadeAssignments(scope, func(left *sitter.Node) bool {
		return extract.Type(left) == "identifier" && extract.Content(left, f.Src) == name
	}, name, depth)
}

// onlyMadeField reports whether a private field of the class that at sits in is declared with a
// made value and given only made values (`this.x = ...`) in the class.
func (f *file) onlyMadeField(at *sitter.Node, field string, depth int) bool {
	if field == "" {
		return false
	}
	body := f.enclosingClassBody(at)
	if body == nil {
		return false
	}
	return f.memo(fmt.Sprintf("f%d.%s", extract.StartByte(body), field), func() bool { return f.onlyMadeIn(body, field, depth) })
}

// onlyMadeIn is onlyMadeField of the class body body.
func (f *file) onlyMadeIn(body *sitter.Node, field string, depth int) bool {
	declared := false
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		if extract.Type(m) != "public_field_definition" && extract.Type(m) != "field_definition" {
			continue
		}
		n := fieldDefName(m)
		if text(n, f.Src) != field {
			continue
		}
		private := extract.Type(n) == "private_property_identifier"
		for j := 0; j < int(extract.NamedChildCount(m)); j++ {
			if c := extract.NamedChild(m, j); extract.Type(c) == "accessibility_modifier" && extract.Content(c, f.Src) == "private" {
				private = true
			}
		}
		if !private || !f.madeValue(extract.Field(m, "value"), depth) {
			return false // another module may write it, or it starts as anything
		}
		declared = true
	}
	if !declared {
		return false
	}
	if !mayWriteText(f.Src[extract.StartByte(body):extract.EndByte(body)], field, -1) {
		return true
	}
	return f.onlyMadeAssignments(body, func(left *sitter.Node) bool {
		return extract.Type(left) == "member_expression" && extract.Content(left, f.Src) == "this."+field
	}, field, depth)
}

// onlyMadeAssignments reports whether every assignment in scope whose left side is (isTarget)
// gives a made value, and no other write (augmented, update, destructuring) names the variable.
func (f *file) onlyMadeAssignments(scope *sitter.Node, isTarget func(*sitter.Node) bool, name string, depth int) bool {
	target := func(n *sitter.Node) bool {
		n = unwrap(n)
		return n != nil && isTarget(n)
	}
	ok, _ := f.everyWrite(scope, target, func(v *sitter.Node) bool { return f.madeValue(v, depth+1) }, func(n *sitter.Node) bool {
		switch extract.Type(n) {
		case "assignment_expression":
			left := unwrap(extract.Field(n, "left"))
			return left != nil && (extract.Type(left) == "array_pattern" || extract.Type(left) == "object_pattern") && f.namesIn(left, name)
		case "augmented_assignment_expression", "update_expression":
			return target(extract.Field(n, "left")) || target(extract.Field(n, "argument"))
		}
		return false
	})
	return ok
}
