package python

import (
	"bytes"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Registries of bound methods of tool classes. A low-level call_tool handler asks a registry
// object for the callable stored under the tool's name and calls it; the registry stores a
// method of each tool object it is given, and the tools are instances of subclasses of a base
// class of the root, in any module:
//
//	tools/base.py:   class BaseTool(ABC):
//	                     @abstractmethod
//	                     async def execute(self, arguments): ...
//	                 class ToolRegistry:
//	                     def register(self, tool: BaseTool):
//	                         self._handlers[tool.name] = tool.execute
//	                     def get_handler(self, name):
//	                         return self._handlers.get(name)
//	tools/alerts.py: class GetAlertsTool(BaseTool):
//	                     async def execute(self, arguments): ...
//	server.py:       handler = self.tool_registry.get_handler(name)
//	                 return await handler(arguments)
//
// Each execute of the hierarchy is a tool. Three files say so, each what it sees:
//   - the dispatcher registers, at its call, the key of what the value the getter returns runs
//     when called: "<getter's key without the root>()()<root>" (boundDispatch), named after the
//     function it reaches (extract.ToolNamedByTarget);
//   - the registry's file aliases that key, for a getter whose every return looks a value up by
//     key in a container (self._handlers.get(name), self._handlers[name], a module dictionary)
//     into which a function of the same class (or module) stores p.m under a key, p a parameter
//     annotated with a class B of the root, to B's m and to the virtual key of m in B
//     (boundRegistries), and wants the files that spell B's name (wantOverrides): a tool
//     class's module, with no needle or a deferred one (Tool):), is named by no key;
//   - the file of each class of the root deriving from a class of the root gives the virtual
//     keys of its methods (virtualAliases): "<class's method key>~" names its own method, and
//     the base's "<base's method key>~" names its own virtual key, so that an override below
//     an override is reached too.
//
// A dispatcher whose getter no file ties to such a registry registers nothing. Left out: an
// override below a subclass that does not override the method itself (the subclass's file
// does not know the method), a parameter without a class annotation, a registry that stores
// the objects and a dispatcher that calls their method (tool = registry.get_tool(name);
// tool.execute(arguments)), and a class defined in a function (its methods have no key of their
// own).

// virtualSuffix ends a virtual key: the key of a method that names it and every override of it
// in the root's subclasses of its class.
const virtualSuffix = "~"

// boundDispatch registers, for a call in tool by of what a getter method of the root returned
// (handler = registry.get_handler(name); handler(arguments), or the getter's call called at
// once), the key that the registry's file ties to the methods it stores, and reports whether
// it did.
func (c *fileCtx) boundDispatch(call *sitter.Node, by *tool) bool {
	fn := unparen(extract.Field(call, "function"))
	if fn != nil && extract.Type(fn) == "identifier" {
		fn = unparen(c.valueOf(fn))
	}
	fn = awaited(fn)
	if fn == nil || extract.Type(fn) != "call" {
		return false
	}
	if g := extract.Field(fn, "function"); g == nil || extract.Type(g) != "attribute" {
		return false // a method of a registry object, not a function
	}
	if pos := c.positional(fn); len(pos) == 0 {
		return false
	}
	g, ok := strings.CutSuffix(c.callTarget(fn), c.rootSuffix())
	if !ok || g == "" || strings.Contains(g, "()") {
		return false
	}
	k := g + "()()" + c.rootSuffix()
	c.registerKey(k, extract.ToolNamedByTarget, call, by.fw)
	c.dispatched = append(c.dispatched, dispatchedCall{call: call, keys: [][]string{c.keysOf(k)}})
	return true
}

// boundRegistries returns, for each getter of the file that looks up what a function of its
// class (or module) stores as a bound method of an annotated parameter, the aliases from the
// key of calling what it returns to the stored method of the parameter's class and to that
// method's virtual key; and, per class, a summary that wants the files spelling the class's
// name (wantOverrides).
func (c *fileCtx) boundRegistries() ([]extract.Alias, []extract.Summary) {
	if !bytes.Contains(c.src, []byte("] = ")) {
		return nil, nil
	}
	var out []extract.Alias
	var sums []extract.Summary
	wanted := map[string]bool{}
	for _, fn := range c.functions() {
		k, ok := strings.CutSuffix(fn.key, c.rootSuffix())
		if !ok {
			continue
		}
		cont := c.lookedUpContainer(fn.def)
		if cont == "" {
			continue
		}
		for _, m := range c.storedMethods(fn.def, cont) {
			from := k + "()()" + c.rootSuffix()
			out = append(out, extract.Alias{From: from, To: m}, extract.Alias{From: from, To: m + virtualSuffix})
			if !wanted[m] {
				wanted[m] = true
				sums = append(sums, c.wantOverrides(m))
			}
		}
	}
	return out, sums
}

// wantOverrides returns a summary that wants the files that spell the name of the class of the
// method key m, where its subclasses are: one that no file holding a needle defines may not be
// extracted otherwise, as no key names its module. It forwards nothing from the slot key of the
// method (extract.SlotMark), which no Python file defines, so that the calls pass extracts
// the files that spell the class's name (Index.WantedCallers), once a tool reaches m's virtual
// key (WantsIf): a virtual key that no tool reaches wants nothing. heurist-agent-framework's
// MeshAgent calls its abstract _handle_tool_logic, which 46 modules override, from methods no
// tool reaches: the pass parsed them all for no finding, five sixths of that root's scan.
func (c *fileCtx) wantOverrides(m string) extract.Summary {
	qual, _, _ := strings.Cut(m, "@")
	rest, method := qual[:max(strings.LastIndex(qual, "."), 0)], qual[strings.LastIndex(qual, ".")+1:]
	cls := rest[strings.LastIndex(rest, ".")+1:]
	qual = cls + "." + method // Class.method, whatever dots the module's name has
	return extract.Summary{Key: c.xkey(c.modID, "<overrides of "+qual+">"), Name: qual,
		Forward: []extract.Forward{{Keys: []string{extract.SlotMark + method + "." + cls}}},
		WantsIf: []string{m + virtualSuffix}}
}

// lookedUpContainer returns the text of the container every return of def looks a value up in
// by a parameter of def (self._handlers.get(name), self._handlers[name], HANDLERS.get(name)), a
// return of None aside; "" otherwise.
func (c *fileCtx) lookedUpContainer(def *sitter.Node) string {
	cont := ""
	for _, r := range c.returnValues(def) {
		r = unparen(r)
		if r == nil || extract.Type(r) == "none" {
			continue
		}
		obj, key := c.lookupParts(r) // recordtable.go
		if key == nil || extract.Type(key) != "identifier" {
			return ""
		}
		if _, isParam := c.paramClass(def, c.text(key)); !isParam {
			return ""
		}
		t := c.containerText(obj)
		if t == "" || (cont != "" && t != cont) {
			return ""
		}
		cont = t
	}
	return cont
}

// containerText returns the text of a registry container: self.<attr> or a module-level name.
func (c *fileCtx) containerText(obj *sitter.Node) string {
	obj = unparen(obj)
	switch {
	case obj == nil:
		return ""
	case extract.Type(obj) == "attribute" && string(c.bytesOf(extract.Field(obj, "object"))) == "self":
		return c.text(obj)
	case extract.Type(obj) == "identifier" && len(c.assignments(c.root)[string(c.bytesOf(obj))]) > 0:
		return c.text(obj)
	}
	return ""
}

// storedMethods returns the keys of the methods that functions beside getter (the methods of its
// class, or the module's functions for a module container) store into the container spelt cont
// under a key: cont[k] = p.m, p a parameter annotated with a class of the root.
func (c *fileCtx) storedMethods(getter *sitter.Node, cont string) []string {
	cls := c.enclosingClassName(getter)
	if strings.HasPrefix(cont, "self.") && cls == "" {
		return nil
	}
	var out []string
	for _, fn := range c.functions() {
		if fn.def == getter || c.enclosingClassName(fn.def) != cls {
			continue
		}
		walkScope(fn.def, func(n *sitter.Node) {
			if extract.Type(n) != "assignment" {
				return
			}
			l, v := extract.Field(n, "left"), unparen(extract.Field(n, "right"))
			if l == nil || extract.Type(l) != "subscript" || string(c.bytesOf(extract.Field(l, "value"))) != cont ||
				v == nil || extract.Type(v) != "attribute" {
				return
			}
			p := extract.Field(v, "object")
			if p == nil || extract.Type(p) != "identifier" {
				return
			}
			base, _ := c.paramClass(fn.def, c.text(p))
			if base == "" {
				return
			}
			k := base + "." + c.text(extract.Field(v, "attribute")) + c.rootSuffix()
			for _, alt := range c.keysOf(k) {
				if !slices.Contains(out, alt) {
					out = append(out, alt)
				}
			}
		})
	}
	return out
}

// virtualAliases returns, for each class of the file deriving from a class of the root, the
// aliases of the virtual keys of the methods it defines: its own (to the method), and each
// base's (to its own).
func (c *fileCtx) virtualAliases() []extract.Alias {
	var out []extract.Alias
	for _, def := range c.classDefs {
		supers := c.rootBases(def)
		if len(supers) == 0 {
			continue
		}
		for _, fn := range c.ownMethods(def) { // ownvirtual.go
			m := c.text(extract.Field(fn.def, "name"))
			out = append(out, extract.Alias{From: fn.key + virtualSuffix, To: fn.key})
			for _, s := range supers {
				for _, sk := range c.keysOf(s + "." + m + c.rootSuffix()) {
					out = append(out, extract.Alias{From: sk + virtualSuffix, To: fn.key + virtualSuffix})
				}
			}
		}
	}
	return out
}
