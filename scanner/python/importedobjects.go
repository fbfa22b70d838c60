package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// An object that a module creates at its top level from a class it imports, and that other
// modules import and call:
//
//	core/state.py:       class ServerState:
//	                         async def get_client(self):
//	                             if not self.config:
//	                                 raise ConfigurationError("not configured")
//	main.py:             from .core.state import ServerState
//	                     server_state = ServerState()
//	domains/config.py:   from ..main import server_state
//	                     return await server_state.get_client()
//
// The call's key names the object's method in the module that creates it (objects.go:
// "<module>.<object>.<method>"), which only a class of that module answers (objectAliases). For
// a class the module imports from the root, the object's keys are a prefix alias of the
// class's keys in the module, which the module's import aliases in turn to the defining
// module's (reexport.go).

// importedObjectAliases returns, for each top-level variable bound to a call of a class the
// file imports from the root, the prefix alias from the variable's keys to the class's keys
// under its name in this module.
func (c *fileCtx) importedObjectAliases() []extract.Alias {
	var out []extract.Alias
	c.constructions(func(name string, as []*sitter.Node, cls string) {
		if len(as) != 1 || !c.atModuleLevel(as[0]) {
			return // one binding at the top level: the object every importer sees
		}
		if _, imported := c.names[cls]; !imported || !isModelName(cls) || c.defs[cls] != nil || c.topClasses[cls] {
			return // a class of this file is objectAliases'
		}
		if !c.importsRootClass(cls) {
			return // not a class of the root
		}
		out = append(out, extract.Alias{From: c.modID + "." + name + ".", To: c.modID + "." + cls + ".", Prefix: true})
	})
	return out
}

// importsRootClass reports whether the file imports name as a class of the root: the key it
// imports ends in the class's ".__init__" under the root.
func (c *fileCtx) importsRootClass(name string) bool {
	q, ok := c.names[name]
	return ok && strings.HasSuffix(c.importedKey(q), ".__init__"+c.rootSuffix())
}
