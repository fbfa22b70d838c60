package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Methods a class inherits, called on self. A tool class often leaves its failures to a
// method of its base class, in another module or this one, that maps each one to an exception:
//
//	tools/base.py:  class HostTool:
//	                    def _fail(self, op, err):
//	                        raise RuntimeError(f"Failed to {op}: {err}")
//	tools/hosts.py: class HostTools(HostTool):
//	                    def list_hosts(self):
//	                        try: ...
//	                        except Exception as e:
//	                            self._fail("list hosts", e)
//
// The calling file does not see the base's methods: it names the call after its own class
// ("<module>.HostTools._fail"), and the Base aliases of the class (baseAliases, mro.go) take it
// to the first class of its method resolution order that defines the method. Only a class with
// a base of the root is named so: a method that neither the class nor its bases of the root
// define (a library base's, one set at run time) names nothing.

// inheritedTarget returns the key of self.<method> (or cls.<method>) called at, when the class
// whose method holds at does not define it and has a base that is a class of the root; else "".
func (c *fileCtx) inheritedTarget(at *sitter.Node, method string) string {
	cls := c.methodClass(at)
	if cls == "" || !c.topClasses[cls] || c.defs[cls+"."+method] != nil || !c.hasRootBase(cls) {
		return ""
	}
	return c.xkey(c.modID, cls+"."+method)
}

// hasRootBase reports whether the top-level class cls lists a base that is a class of the root.
func (c *fileCtx) hasRootBase(cls string) bool {
	for _, def := range c.classDefs {
		if string(c.bytesOf(extract.Field(def, "name"))) != cls {
			continue
		}
		if len(c.rootBases(def)) > 0 {
			return true
		}
	}
	return false
}
