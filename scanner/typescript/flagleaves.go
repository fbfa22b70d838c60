package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// flagTestLeaves reports, for failureTested, whether an if statement tests that a variable's
// success flag is false (`if (!data.ok)`, `!data.success`, `data.ok === false`) and its
// consequence, which ret is not in, ends by leaving the function (a return or a throw): a
// return after it sees only values whose flag is true, whatever that branch answers (`if
// (!data.ok) { return { content: [{ type: "text", text: data.summary }], data } }`, a finding of
// its own, then the found record's text).
func (f *file) flagTestLeaves(ifs *sitter.Node, name string, ret *sitter.Node) bool {
	cons := extract.Field(ifs, "consequence")
	if cons == nil || extract.Field(ifs, "alternative") != nil || isInside(ret, ifs) || !f.negatedFlagOf(extract.Field(ifs, "condition"), name) {
		return false
	}
	last := cons
	if extract.Type(cons) == "statement_block" {
		if last = lastStatement(cons); last == nil { // casefacts.go
			return false
		}
	}
	t := extract.Type(last)
	return t == "return_statement" || t == "throw_statement"
}

// negatedFlagOf reports whether a condition holds when the variable's success flag is false:
// `!name.ok`, `!name.success`, `name.ok === false`, `name.success == false`.
func (f *file) negatedFlagOf(cond *sitter.Node, name string) bool {
	c := unwrap(cond)
	if c == nil {
		return false
	}
	if falsyFlagTest(c, name, f.Src) != "" { // testedwrapper.go
		return true
	}
	if extract.Type(c) != "binary_expression" {
		return false
	}
	op := text(extract.Field(c, "operator"), f.Src)
	r := unwrap(extract.Field(c, "right"))
	if op != "===" && op != "==" || r == nil || extract.Type(r) != "false" {
		return false
	}
	flag := unwrap(extract.Field(c, "left"))
	if flag == nil || extract.Type(flag) != "member_expression" {
		return false
	}
	obj := unwrap(extract.Field(flag, "object"))
	prop := text(extract.Field(flag, "property"), f.Src)
	return obj != nil && extract.Type(obj) == "identifier" && extract.Content(obj, f.Src) == name && (prop == "ok" || prop == "success")
}
