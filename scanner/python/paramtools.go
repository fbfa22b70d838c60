package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools a function registers on its own parameter:
//
//	def register_device_tools(mcp, client):      # tools/device_tools.py
//	    @mcp.tool()
//	    async def restart_device(mac: str): ...
//
// The tools exist only once some code runs register_device_tools(server, ...). A package that
// only imports such functions into its __init__.py and lists them in __all__, while its server
// registers other tools, defines tools that no client can call. So when the file names the
// function nowhere but its def, the tool is conditional, as a Tool.from_function object bound
// to a module variable is (registered.go): it stands only if a file of the root that is no test
// names the function beside its import (calls it, passes it, stores it), star-imports its
// module, or loads modules at run time. Its summary then carries no Tool (a registration with
// Via does), and its findings are pending on the same keys (Also, with Holds).

// usedSuffix ends the key of a function of another module that a file calls or otherwise
// names beside an import (namedObjects): unlike namedSuffix, a call counts and a re-export
// from an __init__.py does not.
const usedSuffix = extract.UsedMark

// paramToolVia returns the keys on which the tool def, registered by dec (@mcp.tool(),
// mcp.tool, a registering call's callee), depends, or nil when it is registered as it is.
func (c *fileCtx) paramToolVia(def, dec *sitter.Node) []string {
	if def == nil || dec == nil || !crossFile(c.f.Context) {
		return nil
	}
	fn := dec
	if extract.Type(fn) == "call" {
		fn = extract.Field(fn, "function")
	}
	if fn == nil || extract.Type(fn) != "attribute" {
		return nil
	}
	recv := c.castFrom(unparen(extract.Field(fn, "object")))
	if recv == nil || extract.Type(recv) != "identifier" {
		return nil
	}
	outer := c.enclosingDef(def)
	if outer == nil || c.enclosingDef(outer) != nil || !c.atModuleLevel(outer) || c.enclosingClassName(outer) != "" {
		return nil
	}
	recvName := c.text(recv)
	isParam := false
	for _, p := range c.paramNames(outer) {
		if p == recvName {
			isParam = true
			break
		}
	}
	if !isParam {
		return nil
	}
	nameNode := extract.Field(outer, "name")
	name := c.text(nameNode)
	if c.namedElsewhere(name, nameNode, nil) {
		return nil
	}
	return c.markKeys(name, usedSuffix)
}

// conditionalTool makes tool t conditional on keys via (paramToolVia). Its registration sits at
// its def, where a tool's summary would.
func (c *fileCtx) conditionalTool(t *tool, via []string) {
	if via == nil || c.fnKey(t.def) == "" {
		return
	}
	t.via = via
	c.registerKeyVia(c.fnKey(t.def), t.name, t.def, t.fw, via)
}

// onParamTools makes the findings of the conditional tools (paramToolVia) pending on their keys,
// and a raise in a function of the file that only such tools call pending on any of theirs.
func (c *fileCtx) onParamTools(sites []*site) {
	for _, st := range sites {
		if st.def == nil {
			continue
		}
		var via []string
		if t := c.tools[extract.StartByte(st.def)]; t != nil {
			via = t.via
		} else {
			via = reachersVia(st.reachers)
		}
		if via == nil {
			continue
		}
		if st.pending == nil {
			st.pending = &extract.Pending{}
		}
		if st.pending.Also == nil {
			st.pending.Also, st.pending.AlsoNeed = via, extract.Holds
		}
	}
}

// reachersVia returns the keys of the conditional tools ts, each once, or nil when some tool of
// ts is not conditional (or ts is empty).
func reachersVia(ts []*tool) []string {
	var out []string
	for _, t := range ts {
		if t.via == nil {
			return nil
		}
		for _, k := range t.via {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	return out
}
