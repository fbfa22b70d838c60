package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A method called on an element of a collection whose annotation gives the elements a class of
// the root, taken out by key or index:
//
//	class ToolsManager:
//	    def __init__(self, db):
//	        self._tool_mapping = self._create_tool_mapping()
//	    def _create_tool_mapping(self) -> Dict[str, BaseTool]: ...
//	    async def call_tool(self, name, arguments):
//	        module = self._tool_mapping[name]
//	        return await module.call_tool(name, arguments)    # any subclass's call_tool
//
// The elements are instances of the class's subclasses, each tool module its own: the call
// names the method's virtual key ("<BaseTool's call_tool key>~", boundreg.go), which every
// override in the root's subclasses answers, and the file wants the files that spell the class's
// name (wantOverrides), where the subclasses are.

// elementMethod returns the virtual key of obj.method when obj is an element of such a
// collection (elementClass), and notes the class's overrides as wanted; "" otherwise.
func (c *fileCtx) elementMethod(obj *sitter.Node, method string, at *sitter.Node) string {
	cls := c.elementClass(obj, at)
	if cls == "" || strings.HasPrefix(method, "__") {
		return ""
	}
	k := cls + "." + method + c.rootSuffix()
	if c.wantedOverrides == nil {
		c.wantedOverrides = map[string]bool{}
	}
	c.wantedOverrides[k] = true
	return k + virtualSuffix
}

// elementClass returns the class of the root ("<module>.<Class>") that the annotation of a
// collection gives its elements, when obj is an element taken out of it (`tools[name]`,
// `tools.get(name)`, or a variable bound to either), the collection being a parameter, a
// variable or an attribute of self whose annotation, or whose function's return annotation,
// says Dict[str, X], List[X], Mapping[str, X], Sequence[X] and the like; "" otherwise.
func (c *fileCtx) elementClass(obj, at *sitter.Node) string {
	v := unparen(obj)
	if v != nil && extract.Type(v) == "identifier" {
		if _, imported := c.names[string(c.bytesOf(v))]; imported {
			return ""
		}
		v = unparen(c.valueOf(v))
	}
	cont := c.lookedUpIn(v, 0) // tools[name], tools.get(name) (registry.go)
	if cont == nil {
		return ""
	}
	return c.elementAnnotation(c.containerType(unparen(cont), at), 0)
}

// containerType returns the annotation that says what a collection holds: a parameter's, a
// variable's (`tools: dict[str, Tool] = {}`), an attribute of self's (in the class body or a
// set-up method), or the return annotation of the function of the file whose call the variable
// or attribute is bound to; nil when nothing says.
func (c *fileCtx) containerType(cont, at *sitter.Node) *sitter.Node {
	if cont == nil {
		return nil
	}
	switch extract.Type(cont) {
	case "identifier":
		name := c.text(cont)
		for def := c.enclosingDef(cont); def != nil; def = c.enclosingDef(def) {
			if t, _ := c.paramType(def, name); t != nil {
				return t
			}
		}
		if t := c.annotatedAssignment(c.enclosingDef(cont), func(left *sitter.Node) bool {
			return extract.Type(left) == "identifier" && string(c.bytesOf(left)) == name
		}); t != nil {
			return t
		}
		return c.returnTypeOf(unparen(c.valueOf(cont)))
	case "attribute":
		if o := extract.Field(cont, "object"); string(c.bytesOf(o)) != "self" {
			return nil
		}
		attr := c.text(extract.Field(cont, "attribute"))
		cls := c.methodClass(at)
		if cls == "" {
			return nil
		}
		if t := c.classBodyTypes(cls)[attr]; t != nil {
			return t
		}
		for _, m := range initMethods {
			init := c.defs[cls+"."+m]
			if init == nil {
				continue
			}
			if t := c.annotatedAssignment(init, func(left *sitter.Node) bool {
				return extract.Type(left) == "attribute" && string(c.bytesOf(extract.Field(left, "object"))) == "self" && string(c.bytesOf(extract.Field(left, "attribute"))) == attr
			}); t != nil {
				return t
			}
		}
		return c.returnTypeOf(unparen(c.initAttrValue(attr, at)))
	}
	return nil
}

// paramType returns the annotation of def's parameter name (nil when it has none), and whether
// def has that parameter.
func (c *fileCtx) paramType(def *sitter.Node, name string) (*sitter.Node, bool) {
	params := extract.Field(def, "parameters")
	for i := 0; params != nil && i < int(extract.NamedChildCount(params)); i++ {
		p := extract.NamedChild(params, i)
		if id := paramName(p); id != nil && string(c.bytesOf(id)) == name {
			return extract.Field(p, "type"), true
		}
	}
	return nil, false
}

// annotatedAssignment returns the annotation of the first assignment in scope whose left side
// is matched by is, or nil.
func (c *fileCtx) annotatedAssignment(scope *sitter.Node, is func(left *sitter.Node) bool) *sitter.Node {
	if scope == nil {
		return nil
	}
	var found *sitter.Node
	walkStatements(scope, func(n *sitter.Node) {
		if found != nil || extract.Type(n) != "assignment" {
			return
		}
		if t := extract.Field(n, "type"); t != nil && is(extract.Field(n, "left")) {
			found = t
		}
	})
	return found
}

// returnTypeOf returns the return annotation of the function of the file a call calls (self.m()
// or f()), or nil.
func (c *fileCtx) returnTypeOf(call *sitter.Node) *sitter.Node {
	if call == nil || extract.Type(call) != "call" {
		return nil
	}
	if def := c.localDef(call); def != nil {
		return extract.Field(def, "return_type")
	}
	return nil
}

// collectionTypes are the generic types whose last argument is the class of their elements.
var collectionTypes = map[string]bool{
	"Dict": true, "dict": true, "Mapping": true, "MutableMapping": true, "OrderedDict": true, "defaultdict": true,
	"List": true, "list": true, "Sequence": true, "MutableSequence": true, "Iterable": true,
}

// elementAnnotation returns the class of the root that a collection annotation gives its
// elements: X of Dict[str, X], dict[str, X], List[X], Sequence[X] (Optional around, or a string
// annotation's text aside); "" otherwise.
func (c *fileCtx) elementAnnotation(t *sitter.Node, depth int) string {
	if t == nil || depth > 4 {
		return ""
	}
	if extract.Type(t) == "type" {
		if extract.NamedChildCount(t) != 1 {
			return ""
		}
		return c.elementAnnotation(extract.NamedChild(t, 0), depth+1)
	}
	switch head, last := c.genericLast(t); {
	case head == "Optional":
		return c.elementAnnotation(last, depth+1)
	case collectionTypes[head]:
		return c.annotationClass(last, 0)
	}
	return ""
}

// genericLast returns the name of a generic annotation's head (Dict of typing.Dict[str, X]) and
// its last argument (X), spelled as a subscript or a generic_type; "" and nil otherwise.
func (c *fileCtx) genericLast(t *sitter.Node) (string, *sitter.Node) {
	switch extract.Type(t) {
	case "subscript":
		head, n := extract.Field(t, "value"), int(extract.NamedChildCount(t))
		if head == nil || n < 2 {
			return "", nil
		}
		return lastName(c.text(head)), extract.NamedChild(t, n-1)
	case "generic_type":
		if extract.NamedChildCount(t) != 2 {
			return "", nil
		}
		args := extract.NamedChild(t, 1)
		if extract.Type(args) == "type_parameter" {
			if extract.NamedChildCount(args) == 0 {
				return "", nil
			}
			args = extract.NamedChild(args, int(extract.NamedChildCount(args))-1)
		}
		return lastName(c.text(extract.NamedChild(t, 0))), args
	}
	return "", nil
}
