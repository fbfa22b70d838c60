package python

import (
	"maps"
	"slices"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// An object that a module creates at its top level, and that other modules import and call:
//
//	tools/mcp_adapter.py:   fineract_client = FineractClient()
//	tools/domains/loans.py: from tools.mcp_adapter import fineract_client
//	                        response = fineract_client.execute_get(f"loans/{loan_id}")
//
// The call reaches FineractClient.execute_get. The importing file cannot tell an imported
// object from an imported module (from pkg import utils; utils.f() reads the same), so the
// call names both keys, the module's function first (objectKey); the defining file gives every
// method of the object's class a second key, "<module>.<object>.<method>", whose summary passes
// on all that the method does and whose call reaches it (objectAliases).

// objectFacts are the facts a call of an object's method passes on: all that the method does.
const objectFacts = extract.SoftFailure | extract.ErrorResult | extract.Raises | extract.AlwaysRaises |
	extract.ToolError | extract.ProtocolFailure | extract.Internals | extract.SoftResult | extract.SuccessText | extract.SoftText

// noteObjectKey records, for the key k of a call name.method(...) of an imported name (q its
// dotted name, "tools.mcp_adapter.fineract_client.execute_get"), the key the call has if the
// name is an object of its module: keysOf adds it after k.
func (c *fileCtx) noteObjectKey(k, q string) {
	if k == "" {
		return
	}
	parts := strings.FieldsFunc(q, func(r rune) bool { return r == '.' })
	n := len(parts)
	if n < 3 {
		return
	}
	obj := parts[n-2]
	if isModelName(obj) || strings.ToUpper(obj) == obj {
		return // a class's method, or a constant
	}
	mod := c.importedModule(q, parts, n-2)
	if mod == "" {
		return
	}
	alt := c.xkey(mod, obj+"."+parts[n-1])
	c.addAltKey(k, alt)
}

// addAltKey notes alt as another key of the call whose key is k (keysOf), once.
func (c *fileCtx) addAltKey(k, alt string) {
	if alt == "" || alt == k || slices.Contains(c.altKeys[k], alt) {
		return
	}
	if c.altKeys == nil {
		c.altKeys = map[string][]string{}
	}
	c.altKeys[k] = append(c.altKeys[k], alt)
}

// objectAliases returns, for every module-level name bound to an instance of a class of this
// file (name = Class(...)), a summary per method of the class under the key
// "<module>.<name>.<method>" that passes on what the method does, and the call from it to the
// method.
func (c *fileCtx) objectAliases() ([]extract.Summary, []extract.Call) {
	var sums []extract.Summary
	var calls []extract.Call
	c.constructions(func(name string, as []*sitter.Node, cls string) {
		if isModelName(cls) { // methodsOf finds the methods of a class of this file only
			sums, calls = c.methodAliases(name, cls, as[len(as)-1], sums, calls)
		}
	})
	return sums, calls
}

// constructions calls found, in the order of the names, with each name the module binds at its
// top (not a class name), its bindings, and the name its last binding calls when that is a call
// of a plain name (pool = ConnPool(...)); names bound otherwise are left out.
func (c *fileCtx) constructions(found func(name string, as []*sitter.Node, callee string)) {
	assigns := c.assignments(c.root)
	for _, name := range slices.Sorted(maps.Keys(assigns)) {
		as := assigns[name]
		if len(as) == 0 || isModelName(name) {
			continue
		}
		v := unparen(assignedValue(as[len(as)-1]))
		if v == nil || extract.Type(v) != "call" {
			continue
		}
		fn := extract.Field(v, "function")
		if fn == nil || extract.Type(fn) != "identifier" {
			continue
		}
		found(name, as, c.text(fn))
	}
}

// methodAliases appends, for each method m of class cls of this file, a summary under the key
// "<module>.<name>.<m>" at at that passes on what the method does, and the call from it to the
// method.
func (c *fileCtx) methodAliases(name, cls string, at *sitter.Node, sums []extract.Summary, calls []extract.Call) ([]extract.Summary, []extract.Call) {
	line, col := position(at)
	for _, m := range c.methodsOf(cls) {
		mk := c.fnKey(c.defs[cls+"."+m])
		if mk == "" {
			continue
		}
		alias := c.xkey(c.modID, name+"."+m)
		sums = append(sums, extract.Summary{Key: alias, Name: name + "." + m, Line: line, Column: col,
			Forward: []extract.Forward{{Facts: objectFacts, Keys: []string{mk}, Line: line, Column: col}}})
		calls = append(calls, extract.Call{Key: mk, Line: line, Column: col, From: alias})
	}
	return sums, calls
}

// methodsOf returns the names of the methods a class of this file defines, sorted.
func (c *fileCtx) methodsOf(cls string) []string {
	var out []string
	for k := range c.defs {
		if m, ok := strings.CutPrefix(k, cls+"."); ok && !strings.Contains(m, ".") && m != "__init__" {
			out = append(out, m)
		}
	}
	sort.Strings(out)
	return out
}
