package python

import (
	"bytes"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Checked responses. An API client whose request method calls raise_for_status() before it
// returns the response hands its callers only responses that passed the check:
//
//	def _request(self, method, endpoint):            # tools/api_client.py
//	    resp = requests.request(method, self.base_url + endpoint)
//	    resp.raise_for_status()
//	    return resp
//	def get(self, endpoint):
//	    return self._request("GET", endpoint)
//
//	response = client.get(f"/roles/{role_id}.json")  # a tool
//	if not response.ok:
//	    raise Exception(f"Failed: {response.status_code}")   # never runs
//
// requests' raise_for_status raises for every status that makes ok false (ok is defined as
// raise_for_status not raising); httpx's raises for every status that is not a success (so
// is_success holds and is_error does not after it). The function gets the fact StatusChecked
// (statusFacts) when every return of a value returns a variable that a raise_for_status() call
// statement on it precedes, with no assignment of the variable in between, or when its one
// return returns the call of a function that has it; the caller's raise under a test of the
// failure (statusDeadPending) stands unless the callee has it. A bare return hands back None, on
// which the caller's test raises AttributeError before its own raise.

// statusFacts gives s the fact StatusChecked (or its forward) when def returns only checked
// responses.
func (c *fileCtx) statusFacts(def *sitter.Node, s *extract.Summary) {
	rs := c.returnValues(def)
	if len(rs) == 0 {
		return
	}
	if len(rs) == 1 {
		if v := unparen(rs[0]); v != nil && extract.Type(v) == "call" {
			if k := c.callTarget(v); k != "" {
				line, col := position(v)
				s.Forward = append(s.Forward, extract.Forward{Facts: extract.StatusChecked, Keys: c.keysOf(k), Line: line, Column: col})
			}
			return
		}
	}
	for _, r := range rs {
		if !c.checkedBefore(unparen(r), def) {
			return
		}
	}
	s.Facts |= extract.StatusChecked
}

// checkedBefore reports whether v, the value of a return statement of def, is a variable on
// which a raise_for_status() call statement runs before the return on every path: a statement
// before the return's own, or before a statement that holds it, in def's body, with no
// assignment of the variable after it.
func (c *fileCtx) checkedBefore(v, def *sitter.Node) bool {
	if v == nil || extract.Type(v) != "identifier" {
		return false
	}
	name := c.text(v)
	stmt := c.parent(v)
	for stmt != nil && !sameNode(stmt, def) {
		for prev := stmt.PrevNamedSibling(); prev != nil; prev = prev.PrevNamedSibling() {
			switch {
			case c.isRaiseForStatus(prev, name):
				return true
			case c.assignsName(prev, name):
				return false
			}
		}
		stmt = c.parent(stmt)
	}
	return false
}

// isRaiseForStatus reports whether stmt is the statement `name.raise_for_status()`.
func (c *fileCtx) isRaiseForStatus(stmt *sitter.Node, name string) bool {
	if extract.Type(stmt) != "expression_statement" || extract.NamedChildCount(stmt) != 1 {
		return false
	}
	call := unparen(extract.NamedChild(stmt, 0))
	if call == nil || extract.Type(call) != "call" {
		return false
	}
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "raise_for_status" {
		return false
	}
	obj := extract.Field(fn, "object")
	return extract.Type(obj) == "identifier" && string(c.bytesOf(obj)) == name
}

// assignsName reports whether stmt may bind name anywhere in it: an assignment (plain,
// augmented, a walrus), a for loop's variables, `with ... as name`, `except E as name`. A nested
// function's binding counts too, which only makes the answer safer.
func (c *fileCtx) assignsName(stmt *sitter.Node, name string) bool {
	found := false
	if !bytes.Contains(c.src[extract.StartByte(stmt):extract.EndByte(stmt)], []byte(name)) {
		return false // no identifier of stmt is spelled name: no walk of its nodes
	}
	c.identifiersNamedIn(stmt, name, func(n *sitter.Node) {
		q := n
		p := c.parent(q)
		for p != nil && bindingGroups[extract.Type(p)] {
			q, p = p, c.parent(p)
		}
		if p == nil {
			return
		}
		switch extract.Type(p) {
		case "assignment", "augmented_assignment", "for_statement", "for_in_clause":
			found = found || sameNode(extract.Field(p, "left"), q)
		case "named_expression":
			found = found || sameNode(extract.Field(p, "name"), q)
		case "as_pattern_target":
			found = true
		}
	})
	return found
}

// bindingGroups are the nodes that group the names a binding binds: a, b = ..., for (k, v) in.
var bindingGroups = map[string]bool{"pattern_list": true, "tuple_pattern": true, "list_pattern": true, "tuple": true, "list": true, "parenthesized_expression": true}

// bindsIdent reports whether target (the left of an assignment, a for's variables) binds name.
func (c *fileCtx) bindsIdent(target *sitter.Node, name string) bool {
	switch extract.Type(target) {
	case "identifier":
		return string(c.bytesOf(target)) == name
	case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list":
		for i := 0; i < int(extract.NamedChildCount(target)); i++ {
			if c.bindsIdent(extract.NamedChild(target, i), name) {
				return true
			}
		}
	}
	return false
}

// identifiersNamedIn calls f with each identifier in n spelled name.
func (c *fileCtx) identifiersNamedIn(n *sitter.Node, name string, f func(*sitter.Node)) {
	if extract.Type(n) == "identifier" {
		if string(c.bytesOf(n)) == name {
			f(n)
		}
		return
	}
	eachNamedChild(n, func(ch *sitter.Node) {
		// A node whose text does not spell the name holds no identifier of it: not walked.
		if bytes.Contains(c.bytesOf(ch), []byte(name)) {
			c.identifiersNamedIn(ch, name, f)
		}
	})
}

// failedResponseTest returns the variable a condition tests for a failed HTTP response, or "":
// `not r.ok`, `r.is_error`, `not r.is_success`.
func (c *fileCtx) failedResponseTest(cond *sitter.Node) string {
	cond = unparen(cond)
	if cond == nil {
		return ""
	}
	attr, negated := cond, false
	if extract.Type(cond) == "not_operator" {
		attr, negated = unparen(extract.Field(cond, "argument")), true
	}
	if attr == nil || extract.Type(attr) != "attribute" {
		return ""
	}
	obj := extract.Field(attr, "object")
	if extract.Type(obj) != "identifier" {
		return ""
	}
	switch name := c.text(extract.Field(attr, "attribute")); {
	case negated && (name == "ok" || name == "is_success"), !negated && name == "is_error":
		return c.text(obj)
	}
	return ""
}

// statusDeadPending adds to *p, for a raise that is the body of `if not r.ok:` (or another test
// of failedResponseTest) where r is bound, in the statement before the if, to the call of a
// function of the root, the condition that the callee may hand back an unchecked response.
func (c *fileCtx) statusDeadPending(stmt *sitter.Node, p **extract.Pending) {
	block := c.parent(stmt)
	if block == nil || extract.Type(block) != "block" {
		return
	}
	ifs := c.parent(block)
	if ifs == nil || extract.Type(ifs) != "if_statement" || !sameNode(extract.Field(ifs, "consequence"), block) {
		return
	}
	name := c.failedResponseTest(extract.Field(ifs, "condition"))
	if name == "" {
		return
	}
	call := c.boundBefore(ifs, name, 1)
	if call == nil || extract.Type(call) != "call" {
		return
	}
	k := c.callTarget(call)
	if k == "" {
		return
	}
	if *p == nil {
		*p = &extract.Pending{}
	}
	if len((*p).Keys) == 0 && (*p).Unless == 0 && (*p).Need == 0 {
		(*p).Keys, (*p).Unless = c.keysOf(k), extract.StatusChecked
		return
	}
	if (*p).Need == 0 {
		(*p).AnyOf = append((*p).AnyOf, c.keysOf(k))
		(*p).Unless |= extract.StatusChecked
	}
}
