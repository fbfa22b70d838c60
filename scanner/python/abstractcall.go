package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A method that returns what an abstract method of its own class returns:
//
//	tools/base.py:     class BaseTool(ABC):
//	                       @abstractmethod
//	                       async def execute(self, ctx, **kwargs) -> str: ...
//	                       async def safe_execute(self, ctx, **kwargs) -> str:
//	                           try:
//	                               return await self.execute(ctx, **kwargs)
//	                           except TimeoutError:
//	                               return "Error: timed out"
//	tools/describe.py: class DescribeTable(BaseTool):
//	                       async def execute(self, ctx, **kwargs) -> str:
//	                           if not kwargs.get("table"):
//	                               return "Error: table is required"
//
// The abstract method does nothing; the call runs an override in a subclass of the root. The
// forward of such a returned call names the method's virtual key first (boundreg.go), which
// every override in the root's subclasses answers, and the file wants the files that spell the
// class's name (wantOverrides), where the subclasses are: a tool that returns what safe_execute
// returns hands on DescribeTable's failure text, which its finding cites. Only an abstract
// method: a concrete one's overrides are left to the call's own key, as before.

// abstractSelfTarget returns the virtual key of m for a call self.m(...), awaited or not, in a
// method of a class that defines m as abstract (abstractMethod), and notes the class's
// overrides as wanted; "" otherwise.
func (c *fileCtx) abstractSelfTarget(v *sitter.Node) string {
	call, fn := c.selfCall(v)
	if call == nil {
		return ""
	}
	def := c.methodOf(call, c.text(extract.Field(fn, "attribute")))
	if def == nil || def == c.enclosingDef(call) || !c.abstractMethod(def) {
		return ""
	}
	k := c.fnKey(def)
	if k == "" {
		return ""
	}
	if c.wantedOverrides == nil {
		c.wantedOverrides = map[string]bool{}
	}
	c.wantedOverrides[k] = true
	return k + virtualSuffix
}

// abstractMethod reports whether def is an abstract method: decorated @abstractmethod (or
// abc.abstractmethod), or with a body that does nothing but raise NotImplementedError (a
// docstring, pass or ... before it aside).
func (c *fileCtx) abstractMethod(def *sitter.Node) bool {
	if c.hasDecorator(def, "abstractmethod", "abc.abstractmethod") {
		return true
	}
	body := extract.Field(def, "body")
	if body == nil {
		return false
	}
	for _, s := range namedChildren(body) {
		switch extract.Type(s) {
		case "pass_statement", "comment":
		case "expression_statement":
			if x := extract.NamedChild(s, 0); x == nil || (extract.Type(x) != "string" && extract.Type(x) != "ellipsis") {
				return false
			}
		case "raise_statement":
			return strings.HasPrefix(strings.TrimPrefix(c.text(s), "raise "), "NotImplementedError")
		default:
			return false
		}
	}
	return false // a stub without a raise: a concrete method that returns None
}

// returnedKeys returns the keys of the returned call whose callee's key is k: its alternatives
// (keysOf), after the virtual key of an abstract method of the class that it calls on self.
func (c *fileCtx) returnedKeys(call *sitter.Node, k string) []string {
	if vk := c.abstractSelfTarget(call); vk != "" {
		return append([]string{vk}, c.keysOf(k)...)
	}
	return c.keysOf(k)
}
