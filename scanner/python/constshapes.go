package python

import (
	"maps"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A module's string constant passed to a function whose guard tests it:
//
//	constants.py:  API_STATUS = "/core/firmware/status"     # bound once, at the top level
//	state.py:      from .constants import API_STATUS
//	               await client.request("GET", API_STATUS)
//	client.py:     def request(self, method, endpoint):
//	                   if not method or not endpoint:
//	                       raise ValidationError(...)      # dead
//
// A module-level name that its module binds once, by a plain assignment of a non-blank str
// literal (or an implicit concatenation of them), and never rebinds (no other binding, no del, no
// global statement) is that string wherever a function reads it without binding it itself. A
// call of the same file that passes it passes a known string (its facts and the literal, as a
// literal argument does); a call of another module that imports it passes a non-blank string on
// the condition that the constant's file says it is one (extract.ArgShape.If, plainshapes.go):
// the file records Holds under strConstKey for each such constant (strConstants).

// strConstKey is the key under which a module's file says that the module-level name a key
// names ("<mod>.<NAME>@<root>") is a non-blank string constant; "" for a key without a root.
func strConstKey(k string) string {
	before, root, ok := strings.Cut(k, "@")
	if !ok || before == "" {
		return ""
	}
	return before + ".$str@" + root
}

// moduleStr returns the literal a module-level name of the file is bound to when it is a
// string constant (see above), and false otherwise.
func (c *fileCtx) moduleStr(name string) (string, bool) {
	if !isConstName(name) {
		return "", false
	}
	a := c.moduleConstBinding(name)
	if a == nil {
		return "", false
	}
	s, ok := c.constStrings(unparen(assignedValue(a)))
	if !ok || strings.TrimSpace(s) == "" {
		return "", false
	}
	return s, c.moduleBinds(name) == 1
}

// constStrings returns the string a plain str literal stands for, or an implicit concatenation
// of them ("a " "b", written over lines in parentheses for a long message); false when a part is
// an f-string or bytes.
func (c *fileCtx) constStrings(n *sitter.Node) (string, bool) {
	if extract.Type(n) != "concatenated_string" {
		return c.constString(n)
	}
	var b strings.Builder
	for _, part := range namedChildren(n) {
		if extract.Type(part) == "comment" {
			continue
		}
		s, ok := c.constString(part)
		if !ok {
			return "", false
		}
		b.WriteString(s)
	}
	return b.String(), true
}

// isConstName reports whether a name is spelled as a constant: upper case letters, digits and
// underscores, with a letter.
func isConstName(name string) bool {
	return name != "" && strings.ToUpper(name) == name && strings.ToLower(name) != name
}

// moduleConstBinding returns the one binding of a module-level name of the file, when it is a
// statement of the module's own body (not in an if, a try, a loop) and no def, class, import or
// global statement binds the name too; nil otherwise.
func (c *fileCtx) moduleConstBinding(name string) *sitter.Node {
	if c.reassigned(name) || c.defs[name] != nil || c.topClasses[name] {
		return nil
	}
	if _, imported := c.names[name]; imported {
		return nil
	}
	as := c.assignments(c.root)[name]
	if len(as) != 1 || extract.Parent(as[0]) == nil || !nodeIs(extract.Parent(extract.Parent(as[0])), c.root) {
		return nil
	}
	return as[0]
}

// strConstants returns a summary with Holds for each string constant of the module.
func (c *fileCtx) strConstants() []extract.Summary {
	var out []extract.Summary
	assigns := c.assignments(c.root)
	for _, name := range slices.Sorted(maps.Keys(assigns)) { // the record must not follow map order
		as := assigns[name]
		if len(as) != 1 || !isConstName(name) {
			continue
		}
		if _, ok := c.moduleStr(name); !ok {
			continue
		}
		s := extract.Summary{Key: strConstKey(c.xkey(c.modID, name)), Name: name, Facts: extract.Holds}
		s.Line, s.Column = position(as[0])
		out = append(out, s)
	}
	return out
}

// constShapes returns the shapes of an argument v (by position index, or keyword name) of a
// call in def that is a string constant: of the file (facts and the literal), or imported from
// another module of the root by name (facts on the condition that its file says so).
func (c *fileCtx) constShapes(v, def *sitter.Node, index int, name string) []extract.ArgShape {
	v = unparen(v)
	if v == nil || def == nil || extract.Type(v) != "identifier" {
		return nil
	}
	id := c.text(v)
	if !isConstName(id) || len(c.assignmentsOf(def, id)) > 0 || c.isParamOf(def, id) {
		return nil
	}
	const facts = extract.ArgNonNull | extract.ArgTruthy | extract.ArgString | extract.ArgNonBlank
	if q, imported := c.names[id]; imported {
		if c.reassigned(id) || len(c.assignments(c.root)[id]) > 0 || c.defs[id] != nil {
			return nil
		}
		k := c.importedKey(q)
		if k == "" {
			return nil
		}
		var keys []string
		for _, a := range c.keysOf(k) {
			if sk := strConstKey(a); sk != "" {
				keys = append(keys, sk)
			}
		}
		if keys == nil {
			return nil
		}
		return []extract.ArgShape{{Param: index, Name: name, Facts: facts, If: keys},
			{Param: index, Name: name, Path: notNone, Facts: facts, If: keys}}
	}
	s, ok := c.moduleStr(id)
	if !ok {
		return nil
	}
	out := []extract.ArgShape{{Param: index, Name: name, Facts: facts},
		{Param: index, Name: name, Path: notNone, Facts: facts}}
	if len(s) <= 64 {
		out = append(out, extract.ArgShape{Param: index, Name: name, OneOf: []string{s}})
	}
	return out
}
