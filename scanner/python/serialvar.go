package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A model serialized on its way out. A result model built with an error member and handed back
// through its serializer reports the failure as data, whether the construction is the
// serializer's object or a variable that holds it:
//
//	err = ErrorResponse(error=str(exc), detail=repr(exc))
//	return err.dict()
//
//	return ErrorResponse(error="not found").model_dump_json()
//
// (Reply(error_message=m).to_dict() itself is serializedModel, softshape.go.)

// modelTextSerializers are the methods that turn a model object into its JSON text.
var modelTextSerializers = map[string]bool{"json": true, "model_dump_json": true}

// softSerialized is softCall for a serializer call on a model: a variable whose value is a
// model's construction (to a dictionary or JSON text), or a construction turned into JSON text.
func (c *fileCtx) softSerialized(call *sitter.Node, depth int) soft {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" {
		return soft{}
	}
	method := c.text(extract.Field(fn, "attribute"))
	asText := modelTextSerializers[method]
	if !asText && !modelSerializers[method] {
		return soft{}
	}
	var sv soft
	switch obj := unparen(extract.Field(fn, "object")); {
	case obj == nil:
		return soft{}
	case extract.Type(obj) == "call":
		if !asText || !isModelName(lastName(c.text(extract.Field(obj, "function")))) {
			return soft{} // to a dictionary: serializedModel
		}
		sv = c.softCall(obj, block{}, depth+1)
	case extract.Type(obj) == "identifier":
		if c.isExceptAlias(obj) || !c.holdsModel(obj) {
			return soft{}
		}
		sv = c.softVariable(obj, depth+1)
	default:
		return soft{}
	}
	if sv.shape != finding.Structured {
		return soft{}
	}
	if asText {
		sv.shape, sv.why = finding.JSONInText, sv.why+" as JSON text"
	}
	return sv
}

// holdsModel reports whether a variable's value where it is used is a model's construction
// (err = ErrorResponse(...)), not an object some other call returns.
func (c *fileCtx) holdsModel(id *sitter.Node) bool {
	v := unparen(c.valueOf(id))
	return v != nil && extract.Type(v) == "call" && isModelName(lastName(c.text(extract.Field(v, "function"))))
}
