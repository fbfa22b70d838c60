package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools that are bound methods of an object a module builds at its top level:
//
//	service.py: class AlarmService:
//	                def alarm_mute(self, zone):
//	                    return self._mute_zone(zone)       # may return {"error": ...}
//	            DEFAULT_ALARMS = AlarmService()
//	tools.py:   add_tool(DEFAULT_ALARMS.alarm_mute)
//
// Another file registers the tool under the object's key ("service.DEFAULT_ALARMS.alarm_mute"),
// which the module's object alias (objects.go: a summary that passes on what the method does,
// and a call from it to the method) leads to the method. A raise of the method is reached
// through that call, but a soft return of a function that is a tool only if it is the tool
// itself (Pending.Tool) is not: the object's key is the tool, one call away. So each such
// softerror site of a method of a class that the module binds an object of gets a copy whose
// function is the object's key: it stands when that key is registered.

// objectToolSites returns, for every softerror site of sites that stands only in a tool itself
// (Pending.Tool on its own method's key), a copy on the key of each module-level object of the
// method's class (methodAliases).
func (c *fileCtx) objectToolSites(sites []*site) []*site {
	var out []*site
	var objects map[string][]string // class -> names the module binds an instance of it to
	for _, st := range sites {
		p := st.pending
		if st.rule != "softerror" || p == nil || !p.Tool || st.def == nil || p.Within == "" || p.Within != c.fnKey(st.def) {
			continue
		}
		cls := c.enclosingClassName(st.def)
		if cls == "" || c.enclosingDef(st.def) != nil {
			continue
		}
		if objects == nil {
			objects = map[string][]string{}
			c.constructions(func(name string, _ []*sitter.Node, callee string) {
				if isModelName(callee) {
					objects[callee] = append(objects[callee], name)
				}
			})
		}
		m := c.text(extract.Field(st.def, "name"))
		for _, name := range objects[cls] {
			cp := *st
			q := *p
			q.Within = c.xkey(c.modID, name+"."+m)
			cp.pending = &q
			out = append(out, &cp)
		}
	}
	return out
}
