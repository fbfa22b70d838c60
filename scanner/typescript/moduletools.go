package typescript

import (
	"bytes"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
)

// Tool modules: a module that is itself a tool table's entry, exporting the tool's definition and
// its handler side by side, which a registry of the project loads (often by a directory listing
// and a computed import that no scan can follow) and calls for tools/call:
//
//	// tools/deleteItem.js
//	export const definition = { name: "delete_item", description: "...", inputSchema: { ... } };
//	export async function handler(args, context) { ... }
//	// tools/index.js
//	const mod = await import(`file://${path}`);
//	registry.register({ definition: mod.definition, handler: mod.handler });
//
// The module's namespace is the entry `{ definition, handler }` (tablenested.go): the exported
// const `definition` (definitionKeys) is an object literal with an input schema and a tool name,
// and the exported function beside it under a handler's name (tableHandlerKeys: `export async
// function handler`, `export const handler = async (args) => ...`) answers that tool, as a table
// entry's does (kind regTable). A module that exports only one of them, a definition without a
// name or schema, or a handler that is no function of the file, makes no tool.

// indexModuleTool registers the exported handler of a module that exports a tool's definition
// beside it.
func (f *file) indexModuleTool() {
	var def *sitter.Node
	handlers := map[string]*sitter.Node{}
	f.exportedBindings(func(name string, v, _ *sitter.Node) { // tableloops.go
		switch {
		case name == "definition" && extract.Type(v) == "object":
			def = v
		case f.parents.isFunction(v):
			handlers[name] = v
		}
	})
	if def == nil || !f.definesTool(def) {
		return
	}
	tool := f.toolName(f.memberValue(def, "name"))
	if tool == "" || strings.ContainsAny(tool, " \n") {
		return
	}
	for _, k := range tableHandlerKeys {
		fn := handlers[k]
		if fn == nil || f.regByFn[fn.ID()] != nil {
			continue
		}
		f.register(&registration{kind: regTable, api: "tool table", tool: tool, config: def, derived: true, unkinded: true,
			via: def, viaMsg: "the definition its module exports beside it, which makes it tool " + tool}, fn)
		return
	}
}

// toolModuleDefinition matches the export of a const named definition.
var toolModuleDefinition = lazyre.New(`\bexport\s+const\s+definition\b`)

// toolModuleHandler matches an export of a function under a handler's name (tableHandlerKeys).
var toolModuleHandler = lazyre.New(`\bexport\s+(?:(?:async\s+)?function\s*\*?\s*|const\s+)(?:handler|execute|run|handle|callback|invoke|call|fn)\b`)

// mayBeToolModule reports whether src may be a tool module (indexModuleTool): it exports a const
// named definition and something under a handler's name; Admit lets it through, as a table
// entry alone in its file.
func mayBeToolModule(src []byte) bool {
	return bytes.Contains(src, []byte("definition")) && toolModuleDefinition.Match(src) && toolModuleHandler.Match(src)
}

// exportsStringConst reports whether src exports a const bound to a string literal (`export
// const name = "water_tree"`), the name a tool module may export beside its handler
// (namedEntrySummaries, destructuredtools.go). It scans by hand: Admit asks it of every module
// that says "export", where a regular expression cost about 1 % of a scan's CPU.
func exportsStringConst(src []byte) bool {
	for _, off := range extract.Words(src, []byte("export"), isIdentByte) {
		i := extract.SkipSpace(src, off)
		if i == off || !bytes.HasPrefix(src[i:], []byte("const")) || isIdentByte(extract.At(src, i+len("const"))) {
			continue
		}
		start := extract.SkipSpace(src, i+len("const"))
		end := start
		for end < len(src) && src[end] < 0x80 && isIdentByte(src[end]) {
			end++
		}
		if end == start || src[start] >= '0' && src[start] <= '9' {
			continue
		}
		if eq := extract.SkipSpace(src, end); extract.At(src, eq) == '=' {
			switch extract.At(src, extract.SkipSpace(src, eq+1)) {
			case '"', '\'', '`':
				return true
			}
		}
	}
	return false
}

// namedModuleFunction matches the export of a function declared or bound to a const.
var namedModuleFunction = lazyre.New(`\bexport\s+(?:(?:async\s+)?function\b|const\s+[A-Za-z_$][\w$]*\s*=\s*(?:async\b|function\b|\())`)

// mayBeNamedToolModule reports whether src may be an ES module that exports a tool's name as a
// string beside its handler (namedEntrySummaries): Admit lets it through, as a loop of another
// module registers it.
func mayBeNamedToolModule(src []byte) bool {
	return exportsStringConst(src) && namedModuleFunction.Match(src)
}
