package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tuples unpacked in the branches of a dispatch, and returned as a result's text:
//
//	if name == "estimate":
//	    text, data, cache_id = await estimate_tool(config, arguments)
//	elif name == "search":
//	    text, data, cache_id = await search_tool(config, arguments)
//	return [types.TextContent(type="text", text=text)]
//
// The name returned holds the member of whichever call the branch taken unpacked: the return is
// pending on the member of each (unpackedKeys), walking the bindings of the name back from the
// return as far as one that every path to it runs (dominates), as softVariable does for a
// failure assigned in a branch. A binding on the way that unpacks nothing adds nothing; one that
// every path runs ends the walk, so an overwrite after the branches leaves no key. The returned
// expression may hand the name on as text (carriedName): TextContent(text=x), [x], json.dumps(x),
// str(x), as passedCall reads a call.

// unpackedBindingKeys returns the keys of the tuple member that binding b gives name when it
// unpacks the call of a function of the root, else nil. A function of the file is judged in
// place first (softUnpacked); its member's summary answers for what it builds with calls of
// other modules (`return None, create_error_response(...)`).
func (c *fileCtx) unpackedBindingKeys(b *sitter.Node, name string) []string {
	if b == nil || extract.Type(b) != "assignment" {
		return nil
	}
	at := unpackIndex(c, extract.Field(b, "left"), name)
	call := unparen(extract.Field(b, "right"))
	if at < 0 || call == nil || extract.Type(call) != "call" {
		return nil
	}
	if def := c.localDef(call); def != nil && !c.memberFromOutside(def, at) {
		return nil // judged in place only (softUnpacked)
	}
	k := c.tupleMemberKey(c.valueTarget(call), at)
	if k == "" {
		return nil
	}
	return c.keysOf(k)
}

// memberFromOutside reports whether some return of the file's function def puts at position
// at of its tuple what its place cannot judge: the value of a call of another module's
// function (`return None, create_error_response(...)`), or a name unpacked from one. Only such
// a member's summary says more than softUnpacked.
func (c *fileCtx) memberFromOutside(def *sitter.Node, at int) bool {
	rets := c.returnValues(def)
	if at >= tupleWidth(rets) {
		return false
	}
	for _, r := range rets {
		m := unparen(memberAt(unparen(r), at))
		if m == nil || extract.Type(m) == "none" {
			continue
		}
		call := c.passedCall(m, 0)
		if extract.Type(m) == "identifier" {
			// a name unpacked from a call (the binding's call, not followed further: two
			// functions of the file may hand each other's members on)
			if b := c.bindingBefore(c.enclosingDef(m), c.text(m), m); b != nil && extract.Type(b) == "assignment" && unpackIndex(c, extract.Field(b, "left"), c.text(m)) >= 0 {
				call = unparen(extract.Field(b, "right"))
			}
		}
		if call != nil && extract.Type(call) == "call" && c.localDef(call) == nil && c.valueTarget(call) != "" {
			return true
		}
	}
	return false
}

// branchUnpackedKeys returns, for each binding of the name v reaching it that unpacks a member
// (above), the keys of that member, the last binding's first, and the call that last binding
// unpacks; nil when there is none.
func (c *fileCtx) branchUnpackedKeys(v *sitter.Node) ([][]string, *sitter.Node) {
	name, binds := c.reachingBindings(v)
	var groups [][]string
	var last *sitter.Node
	for _, b := range binds {
		if keys := c.unpackedBindingKeys(b, name); keys != nil {
			groups = append(groups, keys)
			if last == nil {
				last = unparen(extract.Field(b, "right"))
			}
		}
	}
	return groups, last
}

// reachingBindings returns the name v reads and the statements of its function that bind it
// before v, the last first, back to the first that every path to v runs (dominates), which is
// the last returned; nil outside a function.
func (c *fileCtx) reachingBindings(v *sitter.Node) (string, []*sitter.Node) {
	def := c.enclosingDef(v)
	if def == nil {
		return "", nil
	}
	name := c.text(v)
	binds := c.bindings(def)[name]
	var out []*sitter.Node
	for i := len(binds) - 1; i >= 0; i-- {
		b := binds[i]
		if extract.StartByte(b) >= extract.StartByte(v) {
			continue
		}
		out = append(out, b)
		if dominates(b, v) {
			break
		}
	}
	return name, out
}

// carriedName returns the variable a returned expression hands back as text:
// TextContent(text=x), a one-item list of that, json.dumps(x), str(x), x.model_dump() (and the
// other pydantic dumps, dumpedvalue.go), a list of blocks a
// loop makes of another list's items (looplist.go); else v.
func (c *fileCtx) carriedName(v *sitter.Node) *sitter.Node {
	for depth := 0; depth < maxDepth; depth++ {
		v = unparen(v)
		if v == nil {
			return nil
		}
		switch extract.Type(v) {
		case "list":
			if extract.NamedChildCount(v) != 1 {
				return v
			}
			v = extract.NamedChild(v, 0)
		case "call":
			fn := c.text(extract.Field(v, "function"))
			kw, pos := c.arguments(v)
			switch {
			case lastName(fn) == "TextContent" && kw["text"] != nil:
				v = kw["text"]
			case (c.dumps(extract.Field(v, "function")) || fn == "str") && len(pos) > 0:
				v = pos[0]
			case c.dumpedObject(v) != nil:
				v = c.dumpedObject(v) // res.model_dump() (dumpedvalue.go)
			default:
				return v
			}
		case "identifier":
			// content filled in a loop with a block of each item of outputs (looplist.go)
			src := c.loopFilledFrom(v)
			if src == nil {
				return v
			}
			v = src
		default:
			return v
		}
	}
	return v
}
