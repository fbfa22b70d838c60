package typescript

import (
	"fmt"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A callback registered in a loop over a table of tool records that answers with the JSON of
// what the record's handler returns:
//
//	for (const tool of TOOLS) {
//	  const wrapped = async (args) => {
//	    const result = await tool.handler(args || {});
//	    return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] };
//	  };
//	  server.tool(tool.name, tool.description, shape, wrapped);
//	}
//
// Each record's handler is a tool whose failure objects (`{ status: "error", message }`) reach
// the client as the text of a success, as through a factory that serializes them
// (jsonwrapped.go): the callback places SoftFailure on the marker of jsonedSuffix of each
// entry's handler (iteratedKeys: the file's own table's, or "<module>#T.handler" of a table of
// another module, which that module forwards to its entries', noteTableJSONed), and the
// handler's module holds the pending softerror at each return of a failure object
// (jsonedPendings). The places that answer for every tool, the callback's return and the
// registration, are the marker's.

// loopedSuffix ends the key under which a callback registered in a loop says it answers with
// the JSON of what an entry's member gives back.
const loopedSuffix = "!loopjson"

// summarizeLoopJSON places SoftFailure on the markers of jsonedSuffix of the members of the
// entries of the tables whose element a registered tool callback calls (iteratedKeys) when a
// return of the callback builds a result without isError whose text is the JSON of that call's
// value, not tested for a failure on the way (jsonedCallee).
func (f *file) summarizeLoopJSON(sz *summarizer) {
	if f.Context == finding.Test || !f.srcHas("stringify") {
		return
	}
	for _, r := range f.regs {
		if r.kind != regTool && r.kind != regFastMCP || r.fn == nil || r.shielded {
			continue
		}
		for stmt, texts := range f.builtResultTexts(r.fn) {
			for _, t := range texts {
				callee := f.jsonedCallee(t, r.fn, stmt)
				if callee == nil {
					continue
				}
				keys := f.iteratedKeys(unwrap(callee))
				if len(keys) == 0 {
					continue
				}
				msg := fmt.Sprintf("%s answers with the JSON of what %s gives back as the text of a result without isError",
					f.displayName(r.fn), clip(extract.Content(callee, f.Src)))
				answers := sz.get(f.keyOf(r.fn)+loopedSuffix, r.fn)
				sz.place(answers, extract.SoftFailure, stmt, msg)
				for _, ks := range keys {
					for _, k := range ks {
						// The registration, on the way from each entry to the callback's return.
						s := sz.get(k+jsonedSuffix, r.call)
						s.Name, s.Line, s.Column = "the tool "+toolLabel(r, f), line(r.call), column(r.call)
						s.Forward = append(s.Forward, extract.Forward{Facts: extract.SoftFailure, Keys: []string{answers.Key}, Line: line(r.call), Column: column(r.call)})
					}
				}
			}
		}
	}
}
