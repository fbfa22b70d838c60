package python

import (
	"fmt"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Servers made from the project's own subclass of an SDK server class:
//
//	# servers/base.py
//	class ReportingMCP(FastMCP[T], Generic[T]):
//	    def tool(self, name_or_fn=None, **kwargs): ... super().tool(rewrap(fn), **kwargs) ...
//
//	# servers/issues.py
//	issues = ReportingMCP(name="issues")
//	@issues.tool()
//	async def get_issue(key): ...
//
// The file that registers the tools sees only a call of a class of the root's; the file that
// defines the class sees its bases. The class's file says so under the key serverKey(class):
// a summary with the fact Holds when the class derives (through classes of the file) from
// FastMCP or MCPServer, and with Tool, so that it stands for every tool registered on an
// instance of the class. Its tool override's wrappers (rewrap(fn) above) are its Guards and
// forward Catches, and it calls them, so that a wrapper's own raise is reached. The
// registering file keeps such tools as its own, with every finding of theirs pending Also on
// Holds of the key (and, for a raise, Unless the key Catches), and summarises the tool
// functions without Tool but called from the key: what they reach is reached only if the class
// is a server class. A class with no such summary (no SDK base, a library's class) registers
// nothing. A subclass of such a class of another module (class TeamMCP(ReportingMCP)) forwards
// Holds and Catches from the base's key, which calls its key: its tools are the base's.

// serverKey is the key under which the file of module mod says that its class cls is an SDK
// server class. It ends in the class's name, which its file spells (the calls pass looks for it).
func (c *fileCtx) serverKey(mod, cls string) string { return c.xkey(mod, "$server."+cls) }

// serverClass is the name of the class a serverKey names.
func serverClass(key string) string {
	_, cls, _ := strings.Cut(key, "$server.")
	cls, _, _ = strings.Cut(cls, "@")
	return cls
}

// subclassServer returns the keys under which the class of the instance obj is bound to is
// said to be a server class, when obj is bound to a call of a class of the root that is not an
// SDK class: one of this file deriving from an SDK server class, or one imported from the
// root's modules. nil otherwise.
func (c *fileCtx) subclassServer(obj *sitter.Node) []string {
	if obj == nil || extract.Type(obj) != "identifier" {
		return nil
	}
	v := unparen(c.valueOf(obj))
	if v == nil || extract.Type(v) != "call" {
		return nil
	}
	fn := extract.Field(v, "function")
	if extract.Type(fn) == "identifier" {
		if _, local := c.classes[string(c.bytesOf(fn))]; local {
			if c.localServerClass(c.text(fn), 0) || len(c.projectBases(c.text(fn), 0)) > 0 {
				return c.keysOf(c.serverKey(c.modID, c.text(fn)))
			}
			return nil
		}
	}
	if k := c.importedServerKey(c.qualify(fn)); k != "" {
		return c.keysOf(k)
	}
	return nil
}

// importedServerKey returns the serverKey of the class the dotted name q names, when q is a
// class imported from a module of the root (not an SDK's, not an agent framework's), or "".
func (c *fileCtx) importedServerKey(q string) string {
	parts := strings.Split(q, ".")
	if q == "" || isSDKName(q, lastName(q)) || agentFrameworks[rootPackage(q)] || !isModelName(lastName(q)) ||
		!c.isMemberName(q, parts) {
		return ""
	}
	return c.serverKey(c.importedModule(q, parts, len(parts)-1), lastName(q))
}

// projectBases returns the serverKeys (each with its alternatives) of the classes of other
// modules of the root that the class name of this file derives from, directly or through
// classes of this file: it is a server class if one of them is.
func (c *fileCtx) projectBases(name string, depth int) [][]string {
	var out [][]string
	for _, super := range c.classes[name] {
		switch {
		case depth > maxDepth:
		case strings.HasPrefix(super, "="):
			out = append(out, c.projectBases(super[1:], depth+1)...)
		default:
			if k := c.importedServerKey(super); k != "" {
				out = append(out, c.keysOf(k))
			}
		}
	}
	return out
}

// localServerClass reports whether the class name of this file derives, through classes of
// this file, from FastMCP or MCPServer.
func (c *fileCtx) localServerClass(name string, depth int) bool {
	for _, super := range c.classes[name] {
		switch {
		case depth > maxDepth:
		case strings.HasPrefix(super, "="):
			if c.localServerClass(super[1:], depth+1) {
				return true
			}
		case isSDKName(super, "FastMCP") || isSDKName(super, "MCPServer"):
			return true
		}
	}
	return false
}

// serverClasses returns, for each class of this file that derives from an SDK server class,
// the summary of its serverKey and the calls of the wrappers its tool override applies.
func (c *fileCtx) serverClasses() ([]extract.Summary, []extract.Call) {
	var sums []extract.Summary
	var calls []extract.Call
	for _, def := range c.classDefs {
		name := c.text(extract.Field(def, "name"))
		key := c.serverKey(c.modID, name)
		// The index names it "tool of ReportingMCP (ReportingMCP.tool)", and its calls of the
		// tools "ReportingMCP.tool calls get_issue".
		s := extract.Summary{Key: key, Name: name + ".tool", Tool: "of " + name, ToolKind: raiseIsError}
		s.Line, s.Column = position(def)
		if c.localServerClass(name, 0) {
			c.addPlace(&s, extract.Holds, def, fmt.Sprintf("%s derives from an SDK server class: its .tool registers MCP tools", name))
		} else if bases := c.projectBases(name, 0); len(bases) > 0 {
			// class TeamMCP(ReportingMCP) with ReportingMCP of another module: a server class
			// if that one is, whose tools are its own (called from its key, which is no tool).
			s.Tool = ""
			for _, b := range bases {
				s.Forward = append(s.Forward, extract.Forward{Facts: extract.Holds | extract.Catches, Keys: b, Line: s.Line, Column: s.Column})
				for _, bk := range b {
					calls = append(calls, extract.Call{Key: key, Line: s.Line, Column: s.Column, From: bk})
				}
			}
		} else {
			continue
		}
		for _, w := range c.toolWrappers(name) {
			k := c.callTarget(w)
			line, col := position(w)
			s.Guards = append(s.Guards, c.keysOf(k))
			s.Forward = append(s.Forward, extract.Forward{Facts: extract.Catches, Keys: c.keysOf(k), Line: line, Column: col})
			calls = append(calls, extract.Call{Key: k, Line: line, Column: col, From: key})
		}
		sums = append(sums, s)
	}
	return sums, calls
}

// toolWrappers returns the calls in class cls's tool and add_tool methods (and the methods of
// the class they call on self, a few levels down) that wrap the function being registered:
// W(fn) where fn is a parameter of the function the call is in and W a function of the root.
func (c *fileCtx) toolWrappers(cls string) []*sitter.Node {
	var out []*sitter.Node
	seen := map[string]bool{}
	var visit func(method string, depth int)
	visit = func(method string, depth int) {
		def := c.defs[cls+"."+method]
		if def == nil || seen[method] || depth > maxDepth {
			return
		}
		seen[method] = true
		walkTree(extract.Field(def, "body"), func(n *sitter.Node) {
			if extract.Type(n) != "call" {
				return
			}
			fn := extract.Field(n, "function")
			if extract.Type(fn) == "attribute" {
				if obj := extract.Field(fn, "object"); extract.Type(obj) == "identifier" && string(c.bytesOf(obj)) == "self" {
					visit(c.text(extract.Field(fn, "attribute")), depth+1)
				}
				return
			}
			pos := c.positional(n)
			if len(pos) == 0 || extract.Type(pos[0]) != "identifier" || c.callTarget(n) == "" {
				return
			}
			if in := c.enclosingDef(n); in != nil && slices.Contains(c.paramNames(in), c.text(pos[0])) {
				out = append(out, n)
			}
		})
	}
	visit("tool", 0)
	visit("add_tool", 0)
	return out
}

// walkTree calls fn on every named node under n, nested functions and lambdas included.
func walkTree(n *sitter.Node, fn func(*sitter.Node)) {
	if n == nil {
		return
	}
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		ch := extract.NamedChild(n, i)
		fn(ch)
		walkTree(ch, fn)
	}
}

// onSubclass makes the findings of the tools registered on an instance of a project's server
// subclass pending on the class's serverKey: they stand if the class is one (Holds), and a
// raise unless its tool override wraps the tool in a catch-all (Catches). A finding that does
// not name its tool (a site in a function the tools share) takes the file's subclass when all
// its tools have the same one.
func (c *fileCtx) onSubclass(sites []*site) {
	var common []string
	for i, t := range c.toolList() {
		if i > 0 && strings.Join(t.server, ",") != strings.Join(common, ",") {
			common = nil
			break
		}
		common = t.server
	}
	for _, st := range sites {
		keys := st.server
		if keys == nil && st.def != nil {
			if t := c.tools[extract.StartByte(st.def)]; t != nil {
				keys = t.server
			} else if st.pending == nil || st.pending.Within == "" {
				keys = common
			}
		}
		if keys == nil || st.rule == "errorresult" {
			continue
		}
		if st.pending == nil {
			st.pending = &extract.Pending{}
		}
		p := st.pending
		if p.Also == nil {
			p.Also, p.AlsoNeed = keys, extract.Holds
		}
		if st.rule == "raisederror" && p.Need == 0 {
			p.AnyOf = append(p.AnyOf, keys)
			p.Unless |= extract.Catches
		}
	}
}

// subclassEdges returns the calls from each server subclass's key to the tools registered on
// its instances: those tools' summaries carry no Tool (the key does, once its class is known).
func (c *fileCtx) subclassEdges() []extract.Call {
	var out []extract.Call
	for _, t := range c.toolList() {
		k := c.fnKey(t.def)
		if len(t.server) == 0 || k == "" {
			continue
		}
		at := t.def
		if t.decorator != nil {
			at = t.decorator
		}
		line, col := position(at)
		for _, s := range t.server {
			out = append(out, extract.Call{Key: k, Line: line, Column: col, From: s})
		}
	}
	return out
}
