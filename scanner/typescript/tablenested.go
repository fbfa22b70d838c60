package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"
)

// A tool table entry may keep what the SDK's registration takes in a member of its own, beside
// its name and handler, and hand that member over whole:
//
//	const lookupTool = {
//	  name: "lookup",
//	  definition: { title: "Lookup", inputSchema: LookupSchema.shape },
//	  handler: lookupHandler,
//	};
//	tools.forEach((tool) => server.registerTool(tool.name, tool.definition, wrap(tool.handler)));
//
// The nested object is the entry's definition: its input schema makes the entry a tool's, and
// it names the tool when the entry does not.

// definitionKeys are the members of a tool table entry that may hold its definition.
var definitionKeys = []string{"definition", "config", "spec", "tool", "metadata", "meta"}

// nestedDefinition returns the object literal a member of a table entry (definitionKeys) holds,
// directly or through a constant of the file, when it has an input schema (tableSchemaKeys) and
// no member of a resource's or a prompt's (notToolKeys); nil otherwise.
func (f *file) nestedDefinition(obj *sitter.Node) *sitter.Node {
	for _, k := range definitionKeys {
		v := f.memberValue(obj, k)
		if v == nil {
			continue
		}
		d := f.objectOf(v, 0)
		if d == nil || !f.definesTool(d) {
			continue
		}
		return d
	}
	return nil
}

// definesTool reports whether an object has an input schema member (tableSchemaKeys) that is
// not undefined and no member of a resource's or prompt's (notToolKeys).
func (f *file) definesTool(d *sitter.Node) bool {
	for _, k := range notToolKeys {
		if f.memberValue(d, k) != nil {
			return false
		}
	}
	for _, k := range tableSchemaKeys {
		if v := f.memberValue(d, k); v != nil && !isUndefined(v, f.Src) {
			return true
		}
	}
	return false
}
