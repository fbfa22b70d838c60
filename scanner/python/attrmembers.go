package python

import (
	"maps"
	"slices"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A method called on an attribute of an object of a known class, in any module of the root:
//
//	# api/client.py
//	class Client:
//	    def __init__(self, host: str):
//	        self.apps = AppsAPI(self)
//	# tools/apps.py
//	client = create_client()          # -> Client
//	return client.apps.list_apps()
//
// The call's key is "<Client's key>.apps.list_apps" (refTarget); the class's file says what
// such keys name (attrMemberAliases): the attributes its set-up methods store (attrsOf: a
// construction of a class of the root, or a parameter annotated with one) alias
// "<module>.Client.apps." to "<AppsAPI's key>.".

// attrMemberAliases returns, for each top-level class of this file and each attribute its
// set-up methods store an object of a class of the root in, the prefix alias from the keys of
// the attribute's methods to that class's.
func (c *fileCtx) attrMemberAliases() []extract.Alias {
	var out []extract.Alias
	for _, def := range c.classDefs {
		cls := c.text(extract.Field(def, "name"))
		if !c.topClasses[cls] {
			continue
		}
		attrs := c.attrsOf(cls)
		for _, attr := range slices.Sorted(maps.Keys(attrs)) {
			if k := attrs[attr]; k != "" {
				out = append(out, extract.Alias{From: c.modID + "." + cls + "." + attr + ".", To: k + ".", Prefix: true})
			}
		}
	}
	return out
}
