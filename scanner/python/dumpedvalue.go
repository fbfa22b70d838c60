package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A model's dump handed back. pydantic's serializers give the model's members, as a dictionary
// or as JSON text, so the dump of what a call returns is that call's value for the client:
//
//	res = await asyncio.to_thread(git.status, repo_dir)
//	return res.model_dump()
//
// hands on ToolResult(ok=False, error=ErrorInfo(...)) when status returns one. (A model built
// in the tool and dumped there is serializedModel's and softSerialized's.)

// modelDumps are the serializers of pydantic models (2.x and 1.x).
var modelDumps = map[string]bool{"model_dump": true, "model_dump_json": true, "dict": true, "json": true}

// dumpedObject returns the object whose pydantic dump a call is (x for x.model_dump(mode="json"),
// x.dict(), x.model_dump_json(indent=2), x.json()), or nil: a serializer takes no positional
// argument.
func (c *fileCtx) dumpedObject(call *sitter.Node) *sitter.Node {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" || !modelDumps[string(c.bytesOf(extract.Field(fn, "attribute")))] {
		return nil
	}
	if pos := c.positional(call); len(pos) > 0 {
		return nil
	}
	return unparen(extract.Field(fn, "object"))
}
