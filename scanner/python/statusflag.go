package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A success flag read from the status of a response that a checked client hands back:
//
//	resp = client.post(endpoint, json=data)    # client.post calls raise_for_status()
//	return {"success": resp.status_code in (200, 201, 204), "status": resp.status_code}
//
// When the callee has the fact StatusChecked (statuscheck.go), every response it hands back
// passed raise_for_status: a failed status raised before the return (and reaches the except
// clause around it, or the SDK). The flag can then be false only for a status that is no
// failure (a 202, a 3xx), so the object reports no failure. The finding of such a return waits
// for the root: it stands unless the callee has StatusChecked. The flag must read nothing but
// the response's status (status_code compared with constants, ok, is_success, is_error), the
// object hold no error member, and the response be bound to the call of a function of the root
// in the statement just before the return, or a few before it with only assignments to other
// names and calls between (`ok = resp.status_code in (200, 204)`, a flag held in a variable that
// one assignment of the function binds to such a read, counts as the read).

// statusFlagPending gives a softerror site of a tool's return ret of the dictionary v (of its own
// file or a tool registered in another, whose pending finding waits on nothing else), when its
// failure is only a success flag read from a response's status, the condition that the
// response's callee may hand back an unchecked response.
func (c *fileCtx) statusFlagPending(ret, v *sitter.Node, st *site) {
	if pp := st.pending; pp != nil && (len(pp.Keys) > 0 || pp.Unless != 0 || pp.Need != 0) {
		return // waits on something else already
	}
	if v == nil || extract.Type(v) != "dictionary" {
		return
	}
	p := c.pairs(v)
	if c.isErrorMembers(p) {
		return
	}
	name := ""
	for _, k := range []string{"success", "ok"} {
		if f := unparen(p[k]); f != nil && c.isRuntimeFlag(f) {
			if name = c.statusRead(c.flagValue(f)); name == "" {
				return
			}
			break
		}
	}
	if name == "" {
		return
	}
	call := c.boundBefore(ret, name, maxShortlyBefore)
	if call != nil && extract.Type(call) == "await" && extract.NamedChildCount(call) > 0 {
		call = unparen(extract.NamedChild(call, 0))
	}
	if call == nil || extract.Type(call) != "call" {
		return
	}
	if k := c.callTarget(call); k != "" {
		if st.pending == nil {
			st.pending = &extract.Pending{}
		}
		st.pending.Keys, st.pending.Unless = c.keysOf(k), extract.StatusChecked
	}
}

// statusRead returns the variable a flag reads the status of, when it reads nothing else:
// `r.status_code in (200, 201)`, `r.status_code == 200`, `r.ok`, `r.is_success`, `not
// r.is_error`; "" otherwise.
func (c *fileCtx) statusRead(f *sitter.Node) string {
	f = unparen(f)
	if f == nil {
		return ""
	}
	switch extract.Type(f) {
	case "not_operator":
		if a := unparen(extract.Field(f, "argument")); a != nil && extract.Type(a) == "attribute" && string(c.bytesOf(extract.Field(a, "attribute"))) == "is_error" {
			return c.statusObject(a)
		}
	case "attribute":
		switch string(c.bytesOf(extract.Field(f, "attribute"))) {
		case "ok", "is_success":
			return c.statusObject(f)
		}
	case "comparison_operator":
		name := ""
		for _, op := range namedChildren(f) {
			op = unparen(op)
			switch {
			case extract.Type(op) == "attribute" && string(c.bytesOf(extract.Field(op, "attribute"))) == "status_code":
				n := c.statusObject(op)
				if n == "" || name != "" && n != name {
					return ""
				}
				name = n
			case !constantInts(op):
				return ""
			}
		}
		return name
	}
	return ""
}

// statusObject returns the name of the variable an attribute reads, or "".
func (c *fileCtx) statusObject(attr *sitter.Node) string {
	if o := extract.Field(attr, "object"); o != nil && extract.Type(o) == "identifier" {
		return c.text(o)
	}
	return ""
}

// constantInts reports whether n is an integer, or a tuple, list or set of integers.
func constantInts(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "integer":
		return true
	case "tuple", "list", "set":
		for _, e := range namedChildren(n) {
			if extract.Type(e) != "integer" {
				return false
			}
		}
		return extract.NamedChildCount(n) > 0
	}
	return false
}

// flagValue returns what a success flag holds: the flag itself, or, for a variable that one
// assignment of its function binds before it is read, the value bound (`success =
// resp.status_code in (200, 204)`); nil for a variable bound otherwise.
func (c *fileCtx) flagValue(f *sitter.Node) *sitter.Node {
	if extract.Type(f) != "identifier" {
		return f
	}
	scope := c.enclosingDef(f)
	if scope == nil {
		return nil
	}
	as := c.assignments(scope)[string(c.bytesOf(f))]
	if len(as) != 1 || extract.StartByte(as[0]) > extract.StartByte(f) {
		return nil
	}
	return unparen(assignedValue(as[0]))
}

// maxShortlyBefore bounds the statements statusFlagPending looks back over for the response.
const maxShortlyBefore = 5

// boundBefore returns the value (unparenthesized) that one of the within statements just before
// stmt in its block (comments aside) binds to the plain name (`name = value`), when every
// statement between them assigns another name or only calls something (`body = {...}; resp =
// client.patch(url, json=body); ok = resp.status_code == 200; return {"success": ok}`); nil when
// none does, or a statement between might bind it otherwise.
func (c *fileCtx) boundBefore(stmt *sitter.Node, name string, within int) *sitter.Node {
	seen := 0
	for prev := stmt.PrevNamedSibling(); prev != nil && seen < within; prev = prev.PrevNamedSibling() {
		if extract.Type(prev) == "comment" {
			continue
		}
		seen++
		if extract.Type(prev) != "expression_statement" || extract.NamedChildCount(prev) != 1 {
			return nil
		}
		e := extract.NamedChild(prev, 0)
		switch extract.Type(e) {
		case "call":
			continue
		case "assignment":
			left := extract.Field(e, "left")
			if left == nil || extract.Type(left) != "identifier" {
				return nil
			}
			if string(c.bytesOf(left)) == name {
				return unparen(extract.Field(e, "right"))
			}
		default:
			return nil
		}
	}
	return nil
}
