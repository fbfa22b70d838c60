package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tool objects that a function of the root builds from its arguments:
//
//	// tools/deleteData.ts
//	export const deleteDataTool = createTool('delete_meeting_data', 'Delete the data of a bot',
//	  z.object({ botId: z.string() }), async (args, context) => { ... return `Error deleting data: ...` });
//	// index.ts
//	server.addTool(deleteDataTool);
//
// A const of the module's top level bound to a call of a function of the root (imported from a
// relative module, or declared at the file's top level) whose first argument is a tool's name,
// one argument a zod schema and last argument a function written in the call is a tool object,
// as the literal `{ name, parameters, execute }` it stands for: its function is registered as a
// tool table entry's handler (kind regTable: whatever registers the object answers the tool with
// what the function returns), keyed by name "<module>#deleteDataTool.execute" (entryObjectName)
// so that another module's addTool of the const reaches it (importedtools.go). A call without a
// schema argument (a logger, a cache) builds no tool.

// indexBuiltToolObjects registers the functions of the tool objects that the file's top-level
// consts are built by.
func (f *file) indexBuiltToolObjects() {
	if !f.srcHas("z.") {
		return // no zod schema in sight
	}
	for _, d := range f.topDeclarators() {
		if !f.isConstDecl(d) || f.topLevelName(d) == "" {
			continue
		}
		if call := unwrap(extract.Field(d, "value")); call != nil && extract.Type(call) == "call_expression" {
			f.indexBuiltToolObject(call)
		}
	}
}

// indexBuiltToolObject registers the function of the tool object one call builds, if it builds one.
func (f *file) indexBuiltToolObject(call *sitter.Node) {
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "identifier" {
		return
	}
	name := extract.Content(callee, f.Src)
	if _, _, ok := f.namedImport(callee); !ok && f.programFunctionKey(name) == "" {
		return
	}
	args := extract.Field(call, "arguments")
	n := int(extract.NamedChildCount(args))
	if n < 3 {
		return
	}
	tool := f.toolName(argument(args, 0))
	fn := unwrap(argument(args, n-1))
	if tool == "" || strings.ContainsAny(tool, " \n") || fn == nil || !f.parents.isFunction(fn) || f.regByFn[fn.ID()] != nil {
		return
	}
	var schema *sitter.Node
	for i := 1; i < n-1 && schema == nil; i++ {
		if a := argument(args, i); f.isZodSchema(a, 0) { // zodparse.go
			schema = a
		}
	}
	if schema == nil {
		return
	}
	f.register(&registration{kind: regTable, api: "tool table", tool: tool, wrapped: true, derived: true,
		via: call, viaMsg: "the tool object " + name + " builds, which makes it tool " + tool}, fn)
}
