package extract

// Tools that the root removes from their server as it loads (Summary.Removal): a module that
// trims the server's tools to a keep-list (Python's `for tool in mcp._tool_manager.list_tools():
// if tool.name not in ESSENTIAL: mcp.remove_tool(tool.name)`) leaves the others no tool at all.
// Their registrations go, their own summaries lose their tool name (what only they call is
// reached by no tool), and the findings their files hold of them (Pending.Server) drop.

// addRemoval notes a removal of tools from the server object of key k.
func (ix *Index) addRemoval(k sym, r *Removal) {
	if ix.removals == nil {
		ix.removals = map[sym][]*Removal{}
	}
	ix.removals[k] = append(ix.removals[k], r)
}

// removed reports whether a removal of the root takes the tool name away from the server
// object of key server.
func (ix *Index) removed(server sym, name string) bool {
	if server == 0 || name == "" {
		return false
	}
	for _, r := range ix.removals[server] {
		if r.Removes(name) {
			return true
		}
	}
	return false
}

// defServer returns the key of the server object a tool's def is registered on: its own
// Summary.Server, or, for a registration conditional on a registering decorator (Via), the
// server of that decorator's summary.
func (ix *Index) defServer(d *def) sym {
	if d.more().server != 0 || !d.registration {
		return d.more().server
	}
	for _, k := range d.more().via {
		for _, v := range ix.defs[k] {
			if v.more().server != 0 {
				return v.more().server
			}
		}
	}
	return 0
}

// dropRemovedTools removes, as the index links, the registrations of removed tools, and the
// tool name of a removed tool's own summary.
func (ix *Index) dropRemovedTools() {
	if len(ix.removals) == 0 {
		return
	}
	for k, ds := range ix.defs {
		kept := ds[:0]
		for _, d := range ds {
			if d.tool == 0 || !ix.removed(ix.defServer(d), ix.str(d.tool)) {
				kept = append(kept, d)
				continue
			}
			if !d.registration {
				d.tool = 0
				if d.x != nil {
					d.x.kind = 0
				}
				kept = append(kept, d)
			}
		}
		if len(kept) == 0 {
			delete(ix.defs, k)
			continue
		}
		ix.defs[k] = kept
	}
}

// removedPending reports whether a pending finding belongs to a tool that a removal takes away.
func (ix *Index) removedPending(p *Pending) bool {
	return p.Server != "" && ix.removed(ix.lookup(p.Server), p.ServerTool)
}
