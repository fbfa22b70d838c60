package typescript

import (
	"bytes"
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A failure text handed to a flag helper that leaves its flag false:
//
//	export const createResponse = (arg: string, isError: boolean = false) =>
//	  ({ content: [{ type: "text", text: arg }], isError });
//	if (fields.length === 0) return createResponse(JSON.stringify({ error: "No fields found" }));
//
// The helper (this file's or another module's) is a success-text helper of its text parameter
// i for the calls that leave its flag parameter j false: a return builds a result with content
// built from parameter i and an isError copied from parameter j (`isError`, `isError: flag`).
// Its summary has extract.SuccessText under key+flagTextSuffix(i, j, flagPassedFalse), for the
// calls that pass false (or undefined, null) at j, and, when j has no default or a default that
// is false, under key+flagTextSuffix(i, j, flagOmitted) too, for the calls that pass nothing at
// j. A call (successTextPending) names the keys of each j its arguments leave false
// (flagTextKeys); the first one a file defines decides. A call that passes true at j builds an
// error result (errorresult counts it: flagSuffix); one that passes a variable may, and names
// no key.

// The ways a call leaves a flag parameter false.
const (
	flagPassedFalse = "false" // the literal false, undefined or null
	flagOmitted     = "omit"  // no argument there
)

// flagTextSuffix is the key suffix of a flag helper whose content comes from parameter i and
// whose isError comes from parameter j, for a call that leaves j false the way how says.
func flagTextSuffix(i, j int, how string) string {
	return fmt.Sprintf("!text@%d!flag@%d=%s", i, j, how)
}

// maxFlagParam bounds the index of a flag parameter a call's omitted arguments may leave false.
const maxFlagParam = 5

// summarizeFlagText gives each flag helper of the file whose content comes from a parameter the
// fact SuccessText under the keys of flagTextSuffix.
func (f *file) summarizeFlagText(sz *summarizer) {
	if !f.srcHas("isError") || !f.srcHas("content") {
		return
	}
	for fn, key := range f.helperFunctions() {
		for _, ft := range f.flagTextReturns(fn) {
			ways := []string{flagPassedFalse}
			if ft.omitFalse {
				ways = append(ways, flagOmitted)
			}
			for _, how := range ways {
				sz.place(sz.get(key+flagTextSuffix(ft.param, ft.flag, how), fn), extract.SuccessText, ft.at,
					fmt.Sprintf("%s returns a result whose text is built from its parameter %s and whose isError is its parameter %s, false unless a caller passes true",
						f.displayName(fn), ft.name, ft.flagName))
			}
		}
	}
}

// flagText is a return of a flag helper: the parameter its content comes from, the one its
// isError copies, and whether a call that passes nothing for the flag leaves it false.
type flagText struct {
	at             *sitter.Node
	param, flag    int
	name, flagName string
	omitFalse      bool
}

// flagTextReturns returns the returns of fn that build a result whose content is built from one
// of its parameters and whose isError is another parameter as it is, one per pair of
// parameters.
func (f *file) flagTextReturns(fn *sitter.Node) []flagText {
	body := functionBody(fn)
	if body == nil {
		return nil
	}
	src := f.Src[extract.StartByte(body):extract.EndByte(body)]
	if !bytes.Contains(src, []byte("content")) || !bytes.Contains(src, []byte("isError")) {
		return nil
	}
	params, from, names := f.paramSources(fn, body)
	if len(params) < 2 {
		return nil
	}
	var out []flagText
	seen := map[[2]int]bool{}
	for _, r := range f.returnedObjects(fn) {
		content, ok := r.m.values["content"]
		if !ok || r.m.opaque || content == nil {
			continue
		}
		j := f.resultFlagParam(fn, f.returnedObject(r.value), r.m)
		if j < 0 || j >= len(params) || j > maxFlagParam || f.assigns(body, params[j]) {
			continue // no flag parameter, or one the helper sets itself (`if (bad) isError = true`)
		}
		code := extract.Content(content, f.Src)
		for _, nm := range names {
			i := from[nm][0]
			if i == j || seen[[2]int{i, j}] || !mentions(code, nm) {
				continue
			}
			seen[[2]int{i, j}] = true
			out = append(out, flagText{at: r.at, param: i, flag: j, name: params[i], flagName: params[j],
				omitFalse: f.omittedIsFalse(fn, j)})
		}
	}
	return out
}

// resultFlagParam returns the index of the parameter of fn that a result object's isError is, as
// it is (`isError`, `isError: flag`, `isError: !!flag`, `flag ?? false`, `Boolean(flag)`) or
// through a conditional spread (`...(flag ? { isError: true } : {})`, `...(flag && { isError
// })`), or -1.
func (f *file) resultFlagParam(fn, obj *sitter.Node, m members) int {
	if j := f.paramIndex(fn, f.flagOperand(m.values["isError"])); j >= 0 {
		return j
	}
	if obj == nil {
		return -1
	}
	for k := 0; k < int(extract.NamedChildCount(obj)); k++ {
		c := extract.NamedChild(obj, k)
		if extract.Type(c) != "spread_element" {
			continue
		}
		e := unwrap(extract.NamedChild(c, 0))
		if e == nil {
			continue
		}
		var cond, yes, no *sitter.Node
		switch extract.Type(e) {
		case "ternary_expression":
			cond, yes, no = extract.Field(e, "condition"), extract.Field(e, "consequence"), extract.Field(e, "alternative")
		case "binary_expression":
			if text(extract.Field(e, "operator"), f.Src) != "&&" {
				continue
			}
			cond, yes = extract.Field(e, "left"), extract.Field(e, "right")
		default:
			continue
		}
		j := f.paramIndex(fn, cond)
		if j < 0 {
			continue
		}
		yo := f.objectOf(yes, 0)
		if yo == nil {
			continue
		}
		if v := f.members(yo, 0).values["isError"]; !isTrue(v, f.Src) && f.paramIndex(fn, f.flagOperand(v)) != j {
			continue
		}
		if no = unwrap(no); no != nil {
			// the other branch must not flag the result itself
			if o := f.objectOf(no, 0); o == nil || f.members(o, 0).values["isError"] != nil && !f.isFalseFlag(f.members(o, 0).values["isError"]) {
				continue
			}
		}
		return j
	}
	return -1
}

// flagOperand returns the operand of a flag's conversion to a boolean (`!!x`, `Boolean(x)`,
// `x ?? false`, `x || false`), or the flag itself.
func (f *file) flagOperand(v *sitter.Node) *sitter.Node {
	v = unwrap(v)
	if v == nil {
		return nil
	}
	switch extract.Type(v) {
	case "unary_expression":
		if a := unwrap(extract.Field(v, "argument")); text(extract.Field(v, "operator"), f.Src) == "!" &&
			a != nil && extract.Type(a) == "unary_expression" && text(extract.Field(a, "operator"), f.Src) == "!" {
			return extract.Field(a, "argument")
		}
	case "call_expression":
		if text(extract.Field(v, "function"), f.Src) == "Boolean" {
			return argument(extract.Field(v, "arguments"), 0)
		}
	case "binary_expression":
		if op := text(extract.Field(v, "operator"), f.Src); (op == "??" || op == "||") && unwrap(extract.Field(v, "right")) != nil &&
			extract.Type(unwrap(extract.Field(v, "right"))) == "false" {
			return extract.Field(v, "left")
		}
	}
	return v
}

// omittedIsFalse reports whether fn's parameter j is false when a call passes nothing there: it
// has no default (undefined), or a default that is false, undefined, null, 0 or "".
func (f *file) omittedIsFalse(fn *sitter.Node, j int) bool {
	p := parameterNode(fn, j)
	if p == nil {
		return false
	}
	var def *sitter.Node
	switch extract.Type(p) {
	case "identifier", "optional_parameter":
		return true
	case "required_parameter":
		def = extract.Field(p, "value")
	case "assignment_pattern":
		def = extract.Field(p, "right")
	default:
		return false
	}
	def = unwrap(def)
	if def == nil {
		return true
	}
	switch extract.Type(def) {
	case "false", "null", "undefined":
		return true
	case "number":
		return extract.Content(def, f.Src) == "0"
	case "string":
		s, ok := stringValue(def, f.Src)
		return ok && s == ""
	}
	return isUndefined(def, f.Src)
}

// parameterNode returns fn's parameter j (comments not counted), the bare parameter of `x =>
// ...` for 0, or nil.
func parameterNode(fn *sitter.Node, j int) *sitter.Node {
	ps := extract.Field(fn, "parameters")
	if ps == nil {
		if p := extract.Field(fn, "parameter"); p != nil && j == 0 {
			return p
		}
		return nil
	}
	return nthNamed(ps, j)
}

// flagTextKeys returns the keys under which a flag helper (callee's keys) answers a failure text
// a call passes at index i as a success: for each other index j up to maxFlagParam, the call
// passes false there, or nothing. None when an argument is spread (`f(...args)`): the indices
// are not known.
func (f *file) flagTextKeys(keys []string, args *sitter.Node, i int) []string {
	if len(keys) == 0 || args == nil {
		return nil
	}
	n := 0
	for k := 0; k < int(extract.NamedChildCount(args)); k++ {
		switch extract.Type(extract.NamedChild(args, k)) {
		case "comment":
			continue
		case "spread_element":
			return nil
		}
		n++
	}
	var out []string
	for j := 0; j <= maxFlagParam; j++ {
		if j == i {
			continue
		}
		how := flagOmitted
		if j < n {
			a := unwrap(argument(args, j))
			if a == nil || extract.Type(a) != "false" && !isUndefined(a, f.Src) {
				continue
			}
			how = flagPassedFalse
		}
		for _, k := range keys {
			out = append(out, k+flagTextSuffix(i, j, how))
		}
	}
	return out
}

// exportedToolPending returns a delegate's pending softerror (Pending.Returned) as the finding of
// a tool's own return, for an exported function that another file registers as a tool (a tool
// table's `handler: directHandler`): Pending.Returned does not stand for a function that is a
// tool itself, Pending.Tool stands only for one, so of the two at most one stands.
func exportedToolPending(p extract.Pending) extract.Pending {
	p.Returned, p.Tool = false, true
	p.Finding.Related = append([]finding.Related(nil), p.Finding.Related...)
	return p
}

// assigns reports whether n or a node below it (nested functions too) assigns to the name
// (`name = ...`, `name ||= ...`).
func (f *file) assigns(n *sitter.Node, name string) bool {
	found := false
	f.walkAll(n, func(c *sitter.Node) {
		if found || extract.Type(c) != "assignment_expression" && extract.Type(c) != "augmented_assignment_expression" {
			return
		}
		if l := unwrap(extract.Field(c, "left")); l != nil && extract.Type(l) == "identifier" && extract.Content(l, f.Src) == name {
			found = true
		}
	})
	return found
}
