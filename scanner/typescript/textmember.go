package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A handler whose result the project's own registration helper or dispatcher builds may answer
// with an object that holds the text the helper makes the content of:
//
//	registerTextTool({
//	  server, name: "reload", inputSchema: {},
//	  callback: async () => {
//	    if (!file) return { text: "No file loaded. Call `load` first.", data: { file: null } };
//	    ...
//	  },
//	});
//
// where registerTextTool's callback does `const raw = await args.callback(cbArgs)` and returns
// `makeToolResult(okEnvelope({ data: { text: raw.text, ...raw.data } }), raw.text)`, no isError.
// The text member is what the client reads, as a returned string would be (softErrorWhy): a
// failure text there is a failure reported as a success. Only an object that is no tool result
// of its own (no content, structuredContent or isError member, no spread the file cannot read),
// returned by a handler whose result the project builds (registration.wrapped).

// wrappedTextMember returns the text member of an object a wrapped handler returns (see above),
// or nil.
func (f *file) wrappedTextMember(m members, w where) *sitter.Node {
	if w.reg == nil || !w.reg.wrapped || m.opaque {
		return nil
	}
	for _, k := range []string{"content", "structuredContent", "isError"} {
		if _, ok := m.values[k]; ok {
			return nil
		}
	}
	t := m.values["text"]
	if t != nil && extract.Type(t) == "shorthand_property_identifier" {
		t = f.valueOf(t)
	}
	return t
}
