package typescript

import (
	"bytes"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools kept as argument tuples and registered by spreading each one into the SDK's call:
//
//	// utils/tools.ts
//	export function createTool(name, description, schema, handler) { return [name, description, schema, handler]; }
//	// tools/stock.tool.ts
//	export const stockTools = [createTool("stock_level", "...", { sku: z.string() }, async ({ sku }) => {...})];
//	// tools/index.ts
//	const allTools = [...stockTools, ...orderTools];
//	allTools.forEach((tool) => server.tool(...tool));
//
// The registration's only argument spreads the element of an iteration over tables (tableloops.go):
// the SDK's last argument, the callback, is the last member of each entry. An entry is such a
// tuple when it is an array literal of at least three members whose first is the tool's name and
// last a function, or a call of a function of the root (imported from a relative module, or
// declared at the file's top level) whose first argument is a tool's name, one argument a zod
// schema or a raw shape of zod schemas (`{ sku: z.string() }`) and last argument a function
// written in the call: the builder hands it on as the tuple's last member. Such a call standing as
// an element of a top-level const list is a tool table entry (kind regTable, as builttools.go
// registers a const bound to one), keyed by its place. A table of another module is reached under
// "<module>#<table>.[-1]" (tupleMember), which that module's summary of the table passes on to
// each entry's function (memberTableOf).

// tupleMember names the last member of a tuple entry in the keys of a table's members.
const tupleMember = "[-1]"

// spreadTupleKeys returns the keys of the functions a registration `server.tool(...E)` registers,
// one list per entry, when E is the element of an iteration over tables of tuples; nil otherwise.
func (f *file) spreadTupleKeys(spread *sitter.Node) [][]string {
	obj := unwrap(extract.NamedChild(spread, 0))
	if obj == nil || extract.Type(obj) != "identifier" {
		return nil
	}
	if _, imported := f.imports[extract.Content(obj, f.Src)]; imported {
		return nil
	}
	var out [][]string
	for _, table := range f.elementTables(obj, 0) {
		lits := f.tableLiterals(table)
		if len(lits) == 0 {
			out = append(out, f.tableMemberKeys(table, tupleMember)...) // a table of another module
			continue
		}
		for _, lit := range lits {
			if extract.Type(lit) != "array" {
				continue
			}
			entries, foreign := f.listParts([]*sitter.Node{lit}, 0)
			for _, e := range entries {
				if ks := f.tupleHandlerKeys(e); len(ks) > 0 {
					out = append(out, ks)
				}
			}
			for _, base := range foreign {
				out = append(out, tableMemberKey(base, tupleMember))
			}
		}
	}
	return out
}

// isSpreadRegistration reports whether a registration's handler is the spread of a name
// (`server.tool(...tool)`) and the call's only argument.
func (f *file) isSpreadRegistration(h *sitter.Node) bool {
	if h == nil || extract.Type(h) != "spread_element" {
		return false
	}
	args := f.parent(h)
	return args != nil && extract.Type(args) == "arguments" && extract.NamedChildCount(args) == 1
}

// tupleHandlerKeys returns the keys of the function a tuple entry holds last (tupleHandler).
func (f *file) tupleHandlerKeys(entry *sitter.Node) []string {
	fn := f.tupleHandler(entry)
	if fn == nil {
		return nil
	}
	if k := f.keyOf(fn); k != "" {
		return []string{k}
	}
	return f.entryKeys(fn, "")
}

// tupleHandler returns the function a tuple entry holds as its last member: the last element
// of an array literal whose first is a tool's name, or the last argument of a tuple builder's
// call (builtTupleCall); nil for anything else.
func (f *file) tupleHandler(entry *sitter.Node) *sitter.Node {
	e := unwrap(entry)
	if e != nil && extract.Type(e) == "identifier" {
		if v := unwrap(f.constValue(e)); v != nil && (extract.Type(v) == "array" || extract.Type(v) == "call_expression") {
			e = v
		}
	}
	if e == nil {
		return nil
	}
	switch extract.Type(e) {
	case "array":
		n := int(extract.NamedChildCount(e))
		if n < 3 || f.toolName(extract.NamedChild(e, 0)) == "" {
			return nil
		}
		last := unwrap(extract.NamedChild(e, n-1))
		if last == nil || !(f.parents.isFunction(last) || extract.Type(last) == "identifier") {
			return nil
		}
		return last
	case "call_expression":
		if _, fn := f.builtTupleCall(e); fn != nil {
			return fn
		}
	}
	return nil
}

// builtTupleCall returns the tool's name and function of a call of a function of the root whose
// arguments are a tool's: a name first, a zod schema or raw shape, a function written last.
func (f *file) builtTupleCall(call *sitter.Node) (string, *sitter.Node) {
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "identifier" {
		return "", nil
	}
	if _, _, ok := f.namedImport(callee); !ok && f.programFunctionKey(extract.Content(callee, f.Src)) == "" {
		return "", nil
	}
	args := extract.Field(call, "arguments")
	n := int(extract.NamedChildCount(args))
	if n < 3 {
		return "", nil
	}
	tool := f.toolName(argument(args, 0))
	fn := unwrap(argument(args, n-1))
	if tool == "" || strings.ContainsAny(tool, " \n") || fn == nil || !f.parents.isFunction(fn) {
		return "", nil
	}
	for i := 1; i < n-1; i++ {
		if a := argument(args, i); f.isZodSchema(a, 0) || f.isZodShape(a) {
			return tool, fn
		}
	}
	return "", nil
}

// isZodShape reports whether n is an object literal (or a const bound to one) with a member
// whose value is a zod schema: the raw shape McpServer.tool takes.
func (f *file) isZodShape(n *sitter.Node) bool {
	obj := unwrap(n)
	if obj != nil && extract.Type(obj) == "identifier" {
		obj = unwrap(f.constValue(obj))
	}
	if obj == nil || extract.Type(obj) != "object" {
		return false
	}
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		p := extract.NamedChild(obj, i)
		if extract.Type(p) == "pair" && f.isZodSchema(extract.Field(p, "value"), 0) {
			return true
		}
	}
	return false
}

// indexBuiltToolTuples registers the functions of the tuple builders' calls that stand as
// elements of the file's top-level const lists (`export const stockTools = [createTool(...)]`).
func (f *file) indexBuiltToolTuples() {
	if !f.srcHas("z.") {
		return // no zod schema in sight
	}
	for _, d := range f.topDeclarators() {
		if !f.isConstDecl(d) {
			continue
		}
		list := unwrap(extract.Field(d, "value"))
		if list == nil || extract.Type(list) != "array" {
			continue
		}
		for k := 0; k < int(extract.NamedChildCount(list)); k++ {
			call := unwrap(extract.NamedChild(list, k))
			if call == nil || extract.Type(call) != "call_expression" {
				continue
			}
			tool, fn := f.builtTupleCall(call)
			if fn == nil || f.regByFn[fn.ID()] != nil {
				continue
			}
			name := extract.Content(extract.Field(call, "function"), f.Src)
			f.register(&registration{kind: regTable, api: "tool table", tool: tool, wrapped: true, derived: true,
				via: call, viaMsg: "the tool tuple " + name + " builds, which makes it tool " + tool}, fn)
		}
	}
}

// tupleEntries returns the elements of a list literal that are tuple entries (tupleHandler).
func (f *file) tupleEntries(lit *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(lit)); i++ {
		if e := extract.NamedChild(lit, i); f.tupleHandler(e) != nil {
			out = append(out, e)
		}
	}
	return out
}

// toolTupleList matches a list of tuple builders' calls: `= [` then, past blanks, a call of a
// name whose first argument is a string literal (`= [\n  makeTool("plot_status", ...`).
var toolTupleList = lazyre.New("=\\s*\\[\\s*[A-Za-z_$][\\w$]*\\(\\s*[\"'`]")

// mayHoldToolTuples reports whether src may hold a list of tool tuples (indexBuiltToolTuples): a
// zod schema and a list literal opening with a builder's call given a name. Such a list is often
// alone in its file, and the loop that spreads its tuples into registrations in another (Admit).
func mayHoldToolTuples(src []byte) bool {
	return bytes.Contains(src, []byte("z.")) && toolTupleList.Match(src)
}
