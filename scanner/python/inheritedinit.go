package python

import (
	"bytes"
	"maps"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Objects a class's __init__ stores as they are passed, used by the methods of subclasses that
// inherit that __init__:
//
//	tools/base.py:   class BaseTool:
//	                     def __init__(self, client): self.client = client
//	tools/events.py: class EventTools(BaseTool):
//	                     def list_events(self): return self.client.list_events()
//	server.py:       self.client = create_client(url)          # api.py: return ApiClient(url)
//	                 self.events = EventTools(self.client)
//
// The subclass's file does not see the base's __init__: it names self.client.list_events()
// "<base module>.BaseTool.__init__(@client).list_events" (inheritedInitAttr), for a class that
// defines no __init__, assigns self.client in none of its methods and has one base of the root.
// The base's file takes "(@client)." to the parameter __init__ stores there as it is, and so to
// its position (initAttrAliases, paramAliases); the subclass's file takes the base's
// "__init__(" keys to its own (inheritedInitAliases), which the calls that build the subclass
// give the class of what they pass (argAliases): Sub(x) passes x to the base's __init__. What
// the calls that build any subclass (or the base) pass reaches every subclass's methods: the
// base's parameter holds all of them.

// soleRootBase returns the one base of the top-level class cls that is a class of the root,
// "<module>.<Class>", or "" for none or several.
func (c *fileCtx) soleRootBase(cls string) string {
	var out []string
	for _, def := range c.classDefs {
		if string(c.bytesOf(extract.Field(def, "name"))) != cls {
			continue
		}
		for _, k := range c.rootBases(def) {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	if len(out) != 1 || out[0] == c.modID+"."+cls {
		return ""
	}
	return out[0]
}

// inheritsInit returns the one base of the root of the top-level class cls when cls defines no
// __init__ of its own, else "".
func (c *fileCtx) inheritsInit(cls string) string {
	if cls == "" || !c.topClasses[cls] || c.defs[cls+".__init__"] != nil {
		return ""
	}
	return c.soleRootBase(cls)
}

// extendsInit returns the one base of the root of the top-level class cls when cls's own
// __init__ calls the base's (super().__init__(store)), else "": the base's __init__ still
// stores what it is passed, and the call passes it (argAliases, superTarget).
func (c *fileCtx) extendsInit(cls string) string {
	init := c.defs[cls+".__init__"]
	if cls == "" || !c.topClasses[cls] || init == nil {
		return ""
	}
	calls := memo(&c.superInits, cls, func() bool {
		if !bytes.Contains(c.src[extract.StartByte(init):extract.EndByte(init)], []byte("super")) {
			return false // isSuper reads a call of super
		}
		calls := false
		walkScope(init, func(n *sitter.Node) {
			if !calls && extract.Type(n) == "call" {
				fn := extract.Field(n, "function")
				calls = extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "attribute"))) == "__init__" &&
					c.isSuper(extract.Field(fn, "object"))
			}
		})
		return calls
	})
	if !calls {
		return ""
	}
	return c.soleRootBase(cls)
}

// isSuper reports whether n is super() or super(Cls, self).
func (c *fileCtx) isSuper(n *sitter.Node) bool {
	n = unparen(n)
	return n != nil && extract.Type(n) == "call" && string(c.bytesOf(extract.Field(n, "function"))) == "super"
}

// superTarget returns the key of super().method in a method of a top-level class with one base
// of the root: that base's method (or "" for any other class).
func (c *fileCtx) superTarget(obj *sitter.Node, method string, at *sitter.Node) string {
	if !c.isSuper(obj) {
		return ""
	}
	if b := c.soleRootBase(c.methodClass(at)); b != "" {
		return b + "." + method + c.rootSuffix()
	}
	return ""
}

// inheritedInitAttr returns "<base>.__init__(@attr)", the prefix of the keys of self.attr's
// methods in a method of a class that inherits its base's __init__, or whose own __init__
// calls it (extendsInit), and assigns self.attr in none of its own methods, or "".
func (c *fileCtx) inheritedInitAttr(attr string, at *sitter.Node) string {
	cls := c.methodClass(at)
	b := c.inheritsInit(cls)
	if b == "" {
		b = c.extendsInit(cls)
	}
	if b == "" || c.selfAssigns(cls, c.root)[attr].count > 0 {
		return ""
	}
	return b + ".__init__(@" + attr + ")"
}

// initAttrAliases returns, for each top-level class of this file whose __init__ stores a
// parameter as it is in self.attr (initParamAttr), the alias from "<class>.__init__(@attr)."
// to that parameter's keys, or to the class's keys when the parameter is annotated with a
// class of the root (which the calls that build a subclass need not tell); and for one whose
// __init__ stores an object of a class of the root that it builds (self.editor = Editor(), or
// editor if editor is not None else Editor(): attrValueClass), to that class's keys.
func (c *fileCtx) initAttrAliases() []extract.Alias {
	var out []extract.Alias
	for _, def := range c.classDefs {
		cls := c.text(extract.Field(def, "name"))
		init := c.defs[cls+".__init__"]
		if !c.topClasses[cls] || init == nil {
			continue
		}
		as := c.selfAssigns(cls, init)
		for _, attr := range slices.Sorted(maps.Keys(as)) {
			if as[attr].count != 1 || as[attr].from == nil {
				continue
			}
			from := c.modID + "." + cls + ".__init__(@" + attr + ")."
			if extract.Type(as[attr].from) != "identifier" {
				if k := c.attrValueClass(init, as[attr].from); k != "" {
					// self.editor = editor if editor is not None else Editor(): the class built.
					out = append(out, extract.Alias{From: from, To: k + ".", Prefix: true})
				}
				continue
			}
			name := c.text(as[attr].from)
			if k := c.annotatedParamClass(init, name); k != "" {
				// def __init__(self, client: ApiClient): the annotation says the class.
				out = append(out, extract.Alias{From: from, To: k + ".", Prefix: true})
				continue
			}
			p, ok := c.paramOwner(name, as[attr].from)
			if !ok || !sameNode(p.def, init) {
				continue
			}
			out = append(out, extract.Alias{From: from, To: c.notedPrefix(p) + ".", Prefix: true})
		}
	}
	return out
}

// inheritedInitAliases returns, for each top-level class of this file that inherits its one
// base of the root's __init__, the alias from the keys of that __init__'s parameters to its
// own: what builds the class passes them.
func (c *fileCtx) inheritedInitAliases() []extract.Alias {
	var out []extract.Alias
	for _, def := range c.classDefs {
		cls := c.text(extract.Field(def, "name"))
		if b := c.inheritsInit(cls); b != "" {
			out = append(out, extract.Alias{From: b + ".__init__(", To: c.modID + "." + cls + ".__init__(", Prefix: true})
		}
	}
	return out
}
