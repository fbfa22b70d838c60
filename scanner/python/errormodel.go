package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// An error model's instance handed back. A class of the root that its name and its defaults
// both call an error is one whatever its constructors are given:
//
//	class ErrorResponse(BaseModel):
//	    error: bool = True
//	    code: str
//	    message: str
//
//	    @classmethod
//	    def not_found(cls, what: str) -> "ErrorResponse":
//	        return cls(code="NOT_FOUND", message=f"{what} not found")
//
//	result = await client.search(query)      # may return ErrorResponse.not_found(...)
//	if isinstance(result, ErrorResponse):
//	    return result.model_dump()
//
// The branch of an isinstance test against such a class holds the failure, and a return there
// of the object, its dump or its failure member hands it to the client as data. The class's
// module says which of its classes are error models (errorModels: "<module>.<Class>!error-model"
// with the fact SoftFailure, placed at the class); the tested function forwards to that key from
// its return, or a tool's return is pending on it, so a class of another module counts only when
// its own file says so. A class with an optional `error: str | None = None` says nothing (its
// default is no failure), nor does a success model (OpResult with success: bool = False is not
// named for an error).

// errorModelMark ends the key under which a module says that its class is an error model.
const errorModelMark = "!error-model"

// errorModelName matches a class name that calls the class an error.
var errorModelName = lazyre.New(`Error|Failure|Failed`)

// errorModels returns a summary with SoftFailure for each top-level class of the file that
// isErrorModel.
func (c *fileCtx) errorModels() []extract.Summary {
	return c.classSummaries(errorModelMark, extract.SoftFailure, "is an error object: its defaults report a failure", func(_ string, def *sitter.Node) bool {
		return c.isErrorModel(def)
	})
}

// isErrorModel reports whether a class definition is named for an error and its body's defaults
// report a failure as a dictionary's members would (isErrorMembers: error = True, success =
// False, status = "error").
func (c *fileCtx) isErrorModel(def *sitter.Node) bool {
	if !errorModelName.MatchString(c.text(extract.Field(def, "name"))) {
		return false
	}
	defaults := map[string]*sitter.Node{}
	eachNamedChild(extract.Field(def, "body"), func(st *sitter.Node) {
		if extract.Type(st) != "expression_statement" {
			return
		}
		a := extract.NamedChild(st, 0)
		if a == nil || extract.Type(a) != "assignment" {
			return
		}
		left, right := extract.Field(a, "left"), unparen(extract.Field(a, "right"))
		if left != nil && right != nil && extract.Type(left) == "identifier" {
			defaults[string(c.bytesOf(left))] = right
		}
	})
	return len(defaults) > 0 && c.isErrorMembers(defaults)
}

// errorModelTest returns the key "<module>.<Class>!error-model" of the class that an isinstance
// test around a returned value v tests v's object against, when v is that object, its rendering
// or its failure member (renderedObject) and the return sits in the test's branch, and the
// test; "" and nil when there is none.
func (c *fileCtx) errorModelTest(v, ret *sitter.Node) (string, *sitter.Node) {
	v = unparen(v)
	x := v
	if v == nil || extract.Type(v) != "identifier" {
		x = c.renderedObject(v)
	}
	def := c.enclosingDef(ret)
	if x == nil || def == nil || string(c.bytesOf(x)) == "self" {
		return "", nil
	}
	name := c.text(x)
	var cls *sitter.Node
	isModelTest := func(cond *sitter.Node) bool {
		cls = c.isinstanceModel(cond, name)
		return cls != nil
	}
	test := c.testAround(ret, def, isModelTest, func(*sitter.Node) bool { return false })
	if test == nil {
		return "", nil
	}
	if b := c.bindingBefore(def, name, ret); b != nil && extract.StartByte(b) > extract.StartByte(test) {
		return "", nil // rebound after the test: another object
	}
	k := c.classKey(cls, errorModelMark)
	if k == "" {
		return "", nil
	}
	return k, test
}

// isinstanceModel returns the class of an `isinstance(name, C)` condition (or of such an operand
// of an `and`), or nil.
func (c *fileCtx) isinstanceModel(cond *sitter.Node, name string) *sitter.Node {
	cond = unparen(cond)
	if cond == nil {
		return nil
	}
	switch extract.Type(cond) {
	case "call":
		v, types, ok := c.isinstanceCall(cond) // paramtests.go
		if !ok || len(types) != 1 || string(c.bytesOf(unparen(v))) != name {
			return nil
		}
		if cls := unparen(types[0]); extract.Type(cls) == "identifier" || extract.Type(cls) == "attribute" {
			return cls
		}
	case "boolean_operator":
		if !c.isOr(cond) {
			if cls := c.isinstanceModel(extract.Field(cond, "left"), name); cls != nil {
				return cls
			}
			return c.isinstanceModel(extract.Field(cond, "right"), name)
		}
	}
	return nil
}

// errorModelForward returns, for a function's return of an error model's object in its
// isinstance branch, a forward of the class's SoftFailure from the return.
func (c *fileCtx) errorModelForward(v, ret *sitter.Node) (extract.Forward, bool) {
	k, _ := c.errorModelTest(v, ret)
	if k == "" {
		return extract.Forward{}, false
	}
	line, col := position(ret)
	return extract.Forward{Facts: extract.SoftFailure, Keys: c.keysOf(k), Line: line, Column: col}, true
}

// errorModelPending is pendingReturn's answer for a tool's return of an error model's object in
// its isinstance branch: the finding stands if the class's module says the class is one.
func (c *fileCtx) errorModelPending(v, ret *sitter.Node) (*extract.Pending, soft) {
	k, test := c.errorModelTest(v, ret)
	if k == "" {
		return nil, soft{}
	}
	shape := finding.Unknown // out.reason, str(out): a member's text
	if v = unparen(v); extract.Type(v) == "identifier" || (extract.Type(v) == "call" && c.dumpedObject(v) != nil) {
		shape = finding.Structured // the object, or its members (dumpedvalue.go)
	}
	sv := isSoft(shape, "what "+c.text(v)+" gives of an error object (see related)").with(test, "the test that finds it an error object")
	return &extract.Pending{Keys: c.keysOf(k), Need: extract.SoftFailure}, sv
}
