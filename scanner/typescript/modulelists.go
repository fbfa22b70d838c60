package typescript

import (
	"fmt"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Registries filled from the lists that functions of other modules return:
//
//	// tools/beds.ts
//	export function bedTools(options) {
//	  return [{ tool: { name: "water", ... }, handler: new WaterHandler(options) }, ...];
//	}
//	// server.ts, in a method the constructor calls
//	const modules = [bedTools(options), shedTools(options)];
//	modules.forEach((regs) => regs.forEach(({ tool, handler }) => this.handlers.set(tool.name, handler)));
//	...
//	const handler = this.handlers.get(name);
//	try { return await handler.execute(args) } catch (e) { logger.error(e); throw e }
//
// The entry `handler` is the member handler of each element of each list the loops iterate:
// the call is keyed "<bedTools's key>(ret).[].handler.execute" (listEntryKeys), one key per
// list, and the module of bedTools says, for a top-level function whose every return is an
// array literal of object literals, that "<its key>(ret).[].handler." names the methods of the
// class whose instance the member holds in each element (returnedListAliases): what each
// handler's execute throws reaches the catch-all rethrow, and a rethrow around handlers that
// all answer their own failures is no finding. A list the file cannot follow to such calls
// keys nothing, and the entry stays unresolved (the rethrow stands, as before). Nor does a list
// whose elements do not all hold an instance in the member: its function names no method, and
// the rethrow's key for it falls back to the call itself, which may throw (listFallbacks).

// elementMark joins the key prefix of a list to the members of its elements.
const elementMark = "[]."

// maxListDepth bounds the steps from a registry's entry to the calls its lists come from.
const maxListDepth = 10

// returnedListAliases returns the prefix aliases from "<from>[].<member>." to the methods of the
// class of the root whose instance member holds in an element of fn's returned array literals
// (`handler: new X(o)`, or `handler` of a const bound to one: instancePrefixes), when every
// return of fn is an array literal (or a const bound to one) of object literals.
func (f *file) returnedListAliases(from string, fn *sitter.Node) []extract.Alias {
	vs := f.returnedValuesOf(fn)
	if len(vs) == 0 {
		return nil
	}
	var objs []*sitter.Node
	for _, v := range vs {
		arr := unwrap(v)
		if arr != nil && extract.Type(arr) == "identifier" {
			arr = unwrap(f.valueOf(arr))
		}
		if arr == nil || extract.Type(arr) != "array" {
			return nil
		}
		for i := 0; i < int(extract.NamedChildCount(arr)); i++ {
			e := extract.NamedChild(arr, i)
			switch extract.Type(e) {
			case "comment":
				continue
			case "object":
				objs = append(objs, e)
				continue
			}
			return nil
		}
	}
	// A member names methods only when every element holds an instance in it: an element whose
	// member is another value (a function, an object literal of methods) or that lacks it, or
	// one with a spread that may supply it, leaves the member unresolved, so that a catch-all
	// rethrow around it stands rather than resting on the elements that were followed.
	var fields []string
	tos := map[string][]string{}
	held := map[string]int{}
	broken := map[string]bool{}
	spread := false
	for _, obj := range objs {
		f.literalFields(obj, func(field string, v *sitter.Node) bool {
			if field == "" {
				spread = true
				return true
			}
			if _, ok := tos[field]; !ok {
				fields = append(fields, field)
				tos[field] = nil
			}
			held[field]++
			to := f.instancePrefixes(v)
			if len(to) == 0 {
				broken[field] = true
			}
			tos[field] = append(tos[field], to...)
			return true
		})
	}
	if spread {
		return nil
	}
	var out []extract.Alias
	for _, field := range fields {
		if broken[field] || held[field] != len(objs) {
			continue
		}
		for _, to := range tos[field] {
			out = append(out, extract.Alias{From: from + elementMark + field + ".", To: to, Prefix: true})
		}
	}
	return out
}

// listFallbacks gives each list of keys of ds that names a member of the elements of a list
// another module's function returns ("<g>(ret).[].handler.execute") one more alternative, last:
// the key of a summary of call's own that raises, named as a handler the scan does not follow.
// The first alternative that names a function wins, so it answers only when g's module names
// none, where a rethrow around the call would otherwise rest on nothing (an unknown callee
// raises nothing there) and be dropped; a rethrow stands when a handler may throw.
func (f *file) listFallbacks(ds [][]string, call *sitter.Node) [][]string {
	mark := "(ret)." + elementMark
	var out [][]string
	for _, ks := range ds {
		if len(ks) == 0 || !strings.Contains(ks[0], mark) {
			out = append(out, ks)
			continue
		}
		key := fmt.Sprintf("%s#<unfollowed>@%d:%d", f.modPath, line(call), column(call))
		if !slices.ContainsFunc(f.rethrows, func(s extract.Summary) bool { return s.Key == key }) {
			f.rethrows = append(f.rethrows, extract.Summary{Key: key, Name: "a handler of a list the scan does not follow",
				Line: line(call), Column: column(call), Facts: extract.Raises,
				Places: []extract.Place{{Fact: extract.Raises, Line: line(call), Column: column(call), Library: true,
					Message: "calls a handler of a list the scan does not follow, which may throw"}}})
		}
		out = append(out, append(slices.Clip(ks), key))
	}
	return out
}

// listEntryKeys returns the keys of method called on a registry's entry v that is a part of
// each element of the lists a loop iterates, when those lists are what functions of the root
// return (calls of them, maybe through a loop over a list of such calls): one list of keys per
// call, "<g's key>(ret).[].<member>.<method>"; nil when some list is not such a call.
func (f *file) listEntryKeys(v *sitter.Node, method string) [][]string {
	if method == "" {
		return nil
	}
	groups := f.loopValuePrefixes(v, 0)
	out := make([][]string, 0, len(groups))
	for _, g := range groups {
		keys := make([]string, 0, len(g))
		for _, p := range g {
			keys = append(keys, p+method)
		}
		out = append(out, keys)
	}
	return out
}

// loopValuePrefixes returns the key prefixes of the members of what v holds, v a name a loop
// binds from its element (or a member of one): one group of alternatives per list the element
// may come from; nil when v is no such name or a list is not followed.
func (f *file) loopValuePrefixes(v *sitter.Node, depth int) [][]string {
	if depth > maxListDepth {
		return nil
	}
	path, iterated := f.loopPath(v)
	if iterated == nil {
		return nil
	}
	suffix := ""
	for _, s := range path {
		if s.member == "" {
			return nil // a position in a tuple: not followed
		}
		suffix += s.member + "."
	}
	groups := f.elementPrefixes(unwrap(iterated), depth+1)
	for _, g := range groups {
		for i := range g {
			g[i] += suffix
		}
	}
	return groups
}

// elementPrefixes returns the key prefixes of the members of an element of list: a call of a
// function of the root ("<g's key>(ret).[]."), a name a loop binds to an element of a list of
// such calls, a const bound to either, or an array literal of such calls (each element's own
// prefixes) and of spreads of such lists. nil when some part is none of these.
func (f *file) elementPrefixes(list *sitter.Node, depth int) [][]string {
	if list == nil || depth > maxListDepth {
		return nil
	}
	switch extract.Type(list) {
	case "await_expression":
		return f.elementPrefixes(unwrap(extract.NamedChild(list, 0)), depth+1)
	case "call_expression":
		ps := f.callReturnPrefixes(list)
		if len(ps) == 0 {
			return nil
		}
		g := make([]string, 0, len(ps))
		for _, p := range ps {
			g = append(g, p+elementMark)
		}
		return [][]string{g}
	case "identifier":
		if groups := f.loopValuePrefixes(list, depth+1); groups != nil {
			for _, g := range groups {
				for i := range g {
					g[i] += elementMark
				}
			}
			return groups
		}
		return f.elementPrefixes(unwrap(f.constValue(list)), depth+1)
	case "array":
		var out [][]string
		for i := 0; i < int(extract.NamedChildCount(list)); i++ {
			e := extract.NamedChild(list, i)
			var gs [][]string
			switch extract.Type(e) {
			case "comment":
				continue
			case "spread_element":
				gs = f.elementPrefixes(unwrap(extract.NamedChild(e, 0)), depth+1)
			default:
				gs = f.valuePrefixes(unwrap(e), depth+1)
			}
			if len(gs) == 0 {
				return nil
			}
			out = append(out, gs...)
		}
		return out
	}
	return nil
}

// valuePrefixes returns the key prefixes of the members of a value: a call (maybe awaited) of a
// function of the root ("<g's key>(ret)."), a const bound to one, or a name a loop binds to an
// element of a list elementPrefixes follows; nil for anything else.
func (f *file) valuePrefixes(v *sitter.Node, depth int) [][]string {
	if v == nil || depth > maxListDepth {
		return nil
	}
	switch extract.Type(v) {
	case "await_expression":
		return f.valuePrefixes(unwrap(extract.NamedChild(v, 0)), depth+1)
	case "call_expression":
		if ps := f.callReturnPrefixes(v); len(ps) > 0 {
			return [][]string{ps}
		}
	case "identifier":
		if gs := f.loopValuePrefixes(v, depth+1); gs != nil {
			return gs
		}
		return f.valuePrefixes(unwrap(f.constValue(v)), depth+1)
	}
	return nil
}
