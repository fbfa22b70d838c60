package typescript

import (
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool object's handler reached through a barrel:
//
//	// tools/ops.ts
//	export const createThingTool: Tool = { schema: { name: "create_thing", ... }, handler: async (args) => { ... } };
//	// tools/index.ts
//	export { createThingTool } from "./ops";
//	// handlers/dispatch.ts
//	import { createThingTool } from "../tools";
//	const toolsWithArgs = { create_thing: createThingTool.handler };
//	export async function handleToolRequest(request) { ... return await toolsWithArgs[name](args); ... }
//
// The dispatcher names the entry "tools#createThingTool.handler" (and "tools#handler", the
// member by its name alone), which the barrel's prefix alias turns into
// "tools/ops#createThingTool.handler". That key names no summary: the module keys the function
// by itself ("tools/ops#handler"), so the prefix led nowhere and nothing the handler does was
// followed (a direct import reached it through "tools/ops#handler"). The module says that the
// object's member names the function it holds, and so do the member's suffixed keys
// ("!throws", "!async", the markers): a call through any module's name for the member reaches
// the function as a call of the module's own key does.

// memberHandlerAliases returns "<module>#<object>.<member>" -> the key of the function the
// member holds, for each member of an exported object literal keyed otherwise, with the same
// aliases for each suffixed key of that function's summaries.
func (f *file) memberHandlerAliases(sums []extract.Summary) []extract.Alias {
	if !f.srcHas("export") {
		return nil
	}
	var out []extract.Alias
	for _, h := range f.memberHandlers() {
		key := f.keyOf(h.fn)
		if key == "" || key == h.key {
			continue
		}
		out = append(out, extract.Alias{From: h.key, To: key})
		for _, s := range sums {
			if base, suffix, ok := strings.Cut(s.Key, "!"); ok && base == key {
				out = append(out, extract.Alias{From: h.key + "!" + suffix, To: s.Key})
			}
		}
	}
	return out
}
