package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// verdictOfCheck reports whether a tool's return is the answer of a tool that checks
// something, the answer its caller asked for rather than a failed call: {"valid": False,
// "error": "Unbalanced parentheses"} from validate_formula (a tool whose name, or its
// function's name, begins with validate, verify, check or lint; verdictReturn). A function
// that acts and answers valid: False has failed (TypeScript's verdictOfCheck).
func (c *fileCtx) verdictOfCheck(r *sitter.Node) bool {
	def := c.enclosingDef(r)
	if def == nil {
		return false
	}
	t := c.tools[extract.StartByte(def)]
	return t != nil && c.checkingTool(t) && c.verdictReturn(r)
}

// checkingTool reports whether a tool checks something: its name, or its function's, begins
// with validate, verify, check or lint.
func (c *fileCtx) checkingTool(t *tool) bool {
	return checkingName(t.name) || checkingName(c.text(extract.Field(t.def, "name")))
}

// checkingName reports whether a name begins with a check verb (checkVerbs).
func checkingName(name string) bool {
	words := guidance.NameWords(name)
	return len(words) > 0 && checkVerbs[words[0]]
}

// verdictReturn reports whether a returned value is a check's verdict: every dictionary it may
// be has a valid member (is_valid, isValid) that is False or computed at run time, or a success
// flag computed at run time with no error member beside it ({"ok": all_passed, "checks": [...]}).
// A return in an except clause is the check's own failure, and so is a flag an except clause
// sets.
func (c *fileCtx) verdictReturn(r *sitter.Node) bool {
	if c.inExcept(r) {
		return false
	}
	dicts := c.returnedDicts(r, 0)
	for _, d := range dicts {
		if !c.verdictDict(d) {
			return false
		}
	}
	return len(dicts) > 0
}

// onlyVerdicts reports whether a function's failures are all verdicts: some return is a
// failure, and every such return is a verdict (verdictReturn).
func (c *fileCtx) onlyVerdicts(def *sitter.Node) bool {
	n := 0
	for _, r := range c.returnValues(def) {
		if c.softValue(unparen(r), c.blockOf(r), 1).why == "" {
			continue
		}
		if !c.verdictReturn(r) {
			return false
		}
		n++
	}
	return n > 0
}

// checkVerbs are the first words of the names of functions that check something (verdictOfCheck).
var checkVerbs = map[string]bool{"validate": true, "verify": true, "check": true, "lint": true}

// verdictDict reports whether a dictionary is a check's verdict (verdictReturn): not when a
// success flag beside it is False ({"valid": False, "success": False, ...}: the call says it
// failed).
func (c *fileCtx) verdictDict(d *sitter.Node) bool {
	p := c.pairs(d)
	for _, k := range []string{"success", "ok"} {
		if v := unparen(p[k]); v != nil && extract.Type(v) == "false" {
			return false
		}
	}
	for _, k := range []string{"valid", "is_valid", "isValid"} {
		if v := unparen(p[k]); v != nil && (extract.Type(v) == "false" || c.isRuntimeFlag(v) && !c.setInExcept(v)) {
			return true
		}
	}
	for _, k := range errorMembers {
		if c.isErrorValue(p[k]) {
			return false // {"ok": resp.ok, "error": resp.text}: the check's own failure may be there
		}
	}
	if s, ok := c.plainString(p["status"]); ok && guidance.FailedStatus(s) {
		return false
	}
	for _, k := range []string{"success", "ok"} {
		if v := unparen(p[k]); v != nil && c.isRuntimeFlag(v) && !c.setInExcept(v) {
			return true
		}
	}
	return false
}

// setInExcept reports whether a flag is a variable that an except clause assigns.
func (c *fileCtx) setInExcept(v *sitter.Node) bool {
	if extract.Type(v) != "identifier" {
		return false
	}
	scope := c.enclosingDef(v)
	if scope == nil {
		return false
	}
	for _, a := range c.assignments(scope)[string(c.bytesOf(v))] {
		if c.inExcept(a) {
			return true
		}
	}
	return false
}

// verdictsOfLocal reports whether a returned value is what a function of the file returns (no
// tool) whose failures are all verdicts (onlyVerdicts).
func (c *fileCtx) verdictsOfLocal(v *sitter.Node) bool {
	if v == nil || extract.Type(v) != "call" {
		return false
	}
	def := c.localDef(v)
	return def != nil && c.tools[extract.StartByte(def)] == nil && c.onlyVerdicts(def)
}
