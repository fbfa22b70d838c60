package python

import (
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A failure a tool hands to a function of another module of the root that returns what it is
// given, serialized or wrapped:
//
//	# common/base_server.py
//	def format_result(data, pretty=True):
//	    if isinstance(data, str):
//	        return data
//	    try:
//	        return json.dumps(data, indent=2 if pretty else None, default=str)
//	    except (TypeError, ValueError):
//	        return str(data)
//
//	# code_repos/tools.py
//	return format_result({"success": False, "error": f"Repository not found: {name}"})
//
// softThrough (softflow.go) follows a failure into a function of the tool's file; of one of
// another module, that module says which parameters every return of a module-level function
// hands on (no return a tool result): "<module>.<function>!passes<i>" has the fact Holds
// (passedParams). The tool's return of such a call with a failure in argument i is a finding
// that needs the fact (passedThroughImported).

// passesMark ends the key under which a module says that a function hands on parameter i.
const passesMark = "!passes"

// passesKey returns the key of k's parameter i being handed on: the mark goes before the
// root's "@" suffix of a cross-file key.
func passesKey(k string, i int) string {
	at := strings.Index(k, "@")
	if at < 0 {
		return ""
	}
	return k[:at] + passesMark + strconv.Itoa(i) + k[at:]
}

// passedParams returns a summary with Holds for each parameter of each module-level function of
// the file, no tool, that every return of the function uses, none an isError result.
func (c *fileCtx) passedParams() []extract.Summary {
	var out []extract.Summary
	for _, fn := range c.functions() {
		if fn.tool != nil || extract.Type(fn.def) != "function_definition" || c.enclosingDef(fn.def) != nil {
			continue
		}
		name := c.text(extract.Field(fn.def, "name"))
		if _, ok := c.defs[name]; !ok {
			continue // a method, or a function nested in one
		}
		rs := c.returnValues(fn.def)
		if len(rs) == 0 {
			continue
		}
		if c.buildsResult(rs) {
			continue // a whole result: its own finding (softresult.go), or an isError one
		}
		for i, p := range c.paramNames(fn.def) {
			passes := true
			for _, r := range rs {
				if !c.mentionsName(r, p, 0) {
					passes = false
					break
				}
			}
			if !passes {
				continue
			}
			s := extract.Summary{Key: passesKey(fn.key, i), Name: name, Facts: extract.Holds}
			s.Line, s.Column = position(fn.def)
			s.Places = []extract.Place{{Fact: extract.Holds, Line: s.Line, Column: s.Column, Message: name + " returns what its parameter " + p + " holds"}}
			out = append(out, s)
		}
	}
	return out
}

// buildsResult reports whether one of the values rs is a tool result the SDK's API builds (or a
// variable bound to one).
func (c *fileCtx) buildsResult(rs []*sitter.Node) bool {
	for _, r := range rs {
		if call, _ := c.resultCall(r); call != nil {
			return true
		}
	}
	return false
}

// passedThroughImported returns, for a returned call of a function another module of the root
// defines with an error object among its positional arguments, the failure and the condition that the
// function hands that argument on; no pending when there is none.
func (c *fileCtx) passedThroughImported(v *sitter.Node) (soft, *extract.Pending) {
	if v == nil || extract.Type(v) != "call" || c.localDef(v) != nil {
		return soft{}, nil
	}
	fn := extract.Field(v, "function")
	if fn == nil || extract.Type(fn) != "identifier" {
		return soft{}, nil
	}
	if _, imported := c.names[c.text(fn)]; !imported {
		return soft{}, nil
	}
	k := c.callTarget(v)
	if k == "" {
		return soft{}, nil
	}
	_, pos := c.arguments(v)
	for i, a := range pos {
		sv := c.softValue(unparen(a), c.blockOf(a), 1)
		if sv.why == "" || sv.shape != finding.Structured {
			continue // failure text handed to a helper is the helper's to judge (pendingSoft)
		}
		var keys []string
		for _, alt := range c.keysOf(k) {
			if pk := passesKey(alt, i); pk != "" {
				keys = append(keys, pk)
			}
		}
		if len(keys) == 0 {
			return soft{}, nil
		}
		sv.shape = finding.Unknown // serialized or wrapped there: its module knows how
		sv.why += " passed through " + c.text(fn)
		return sv, &extract.Pending{Keys: keys, Need: extract.Holds}
	}
	return soft{}, nil
}
