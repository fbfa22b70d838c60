package golang

import (
	"bytes"
	"fmt"
	"sort"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Rule softerror through a registration adapter. A module that keeps its tools in a registry
// of its own (types.Tool{ID: "load_program", Call: LoadProgramTool}) registers one SDK handler
// per entry, and the handler's adapter calls the entry's function through the field (result,
// err := tool.Call(input)) and marshals what it returns into the text of a successful result.
// A tool function that answers a failure with a failure struct and a nil error (return
// &LoadProgramResult{Success: false, ErrorMessage: "input is nil"}, nil) is then read as data,
// as a client method's value that a handler marshals is (softstruct.go).
//
// The link goes through a slot key that names the field of the registry type (slotKey("Tool",
// "Call")), by forwards of SoftResult that Pending.Returned follows:
//
//   - a composite literal T{F: fn} of a function fn the file declares defines the slot as a
//     function that returns what fn returns;
//   - a result function whose success text is marshalled from the value of a call x.F(...), x a
//     parameter of type T, forwards to the slot (the adapter);
//   - a handler or a result function that returns what a result function of the module returns
//     (return handleToolCall(tool, request)) forwards to it, so that the tool registered with
//     the SDK reaches the adapter.
//
// A struct function that drops the error of a call and returns the call's value with a nil
// error (result, err := ebpf.LoadProgram(args); if err != nil { return result, nil }) turns the
// callee's failure structs, each returned with its error, into soft ones: the fix goes at that
// return, where the finding stands, and its related places are the callee's failure returns
// (the callee's withErrKey summary, fact SoftResult).

// slotKey is the key of the function field F of the module's type T, by their names
// (extract.SlotMark: the calls pass extracts the files that spell T).
func slotKey(typ, field string) string { return extract.SlotMark + field + "." + typ }

// withErrKey is the key of the failure structs that the function of key returns beside an
// error.
func withErrKey(key string) string { return key + "!witherr" }

// typeBaseName returns the bare name of a named type (T, *T, pkg.T), "" for any other type.
func (fl *file) typeBaseName(t *sitter.Node) string {
	t = unparenType(t)
	switch {
	case t == nil:
		return ""
	case extract.Type(t) == "type_identifier":
		return text(t, fl.src)
	case extract.Type(t) == "qualified_type":
		return text(extract.Field(t, "name"), fl.src)
	}
	return ""
}

// slotSummaries returns the slots the file fills with functions it declares: T{F: fn}, each a
// summary of slotKey(T, F) that forwards SoftResult to fn.
func (fl *file) slotSummaries() []extract.Summary {
	if fl.isTest || fl.f.Context == finding.Test || len(fl.funcs) == 0 || !bytes.Contains(fl.src, []byte("{")) {
		return nil
	}
	var out []extract.Summary
	names := make([]string, 0, len(fl.funcs))
	for name := range fl.funcs {
		names = append(names, name)
	}
	sort.Strings(names) // the summaries in a stable order
	for _, name := range names {
		if !bytes.Contains(fl.src, []byte(": "+name)) && !bytes.Contains(fl.src, []byte(":"+name)) {
			continue
		}
		for i := 0; ; {
			j := bytes.Index(fl.src[i:], []byte(name))
			if j < 0 {
				break
			}
			at := i + j
			i += j + len(name)
			id := fl.root.NamedDescendantForPointRange(fl.pointAt(at), fl.pointAt(at+len(name)-1))
			if id == nil || extract.Type(id) != "identifier" || text(id, fl.src) != name {
				continue
			}
			kv := id.Parent()
			if kv != nil && extract.Type(kv) == "literal_element" {
				kv = kv.Parent()
			}
			if kv == nil || extract.Type(kv) != "keyed_element" || extract.NamedChildCount(kv) != 2 || !sameNode(unparenElem(extract.NamedChild(kv, 1)), id) {
				continue
			}
			lit := kv.Parent()
			if lit != nil && extract.Type(lit) == "literal_value" {
				lit = lit.Parent()
			}
			if lit == nil || extract.Type(lit) != "composite_literal" {
				continue
			}
			typ := fl.typeBaseName(extract.Field(lit, "type"))
			field := text(unparenElem(extract.NamedChild(kv, 0)), fl.src)
			if typ == "" || field == "" || fl.isCallToolResultType(extract.Field(lit, "type")) {
				continue
			}
			out = append(out, extract.Summary{Key: slotKey(typ, field), Name: typ + "." + field,
				Line: int(lit.StartPoint().Row) + 1, Column: int(lit.StartPoint().Column) + 1,
				Forward: []extract.Forward{{Facts: extract.SoftResult, Keys: fl.callKeys(name, nil),
					Line: int(id.StartPoint().Row) + 1, Column: int(id.StartPoint().Column) + 1}}})
		}
	}
	return out
}

// unparenElem returns the expression of a literal element (tree-sitter wraps a keyed element's
// key and value in literal_element nodes).
func unparenElem(n *sitter.Node) *sitter.Node {
	if n != nil && extract.Type(n) == "literal_element" && extract.NamedChildCount(n) == 1 {
		return unparen(extract.NamedChild(n, 0))
	}
	return unparen(n)
}

// adapterForwards returns the forwards of SoftResult of a result function: to each slot whose
// call's value it marshals into a successful result's text, and to the result functions of the
// module whose result it returns.
func (fl *file) adapterForwards(fn *sitter.Node) []extract.Forward {
	var out []extract.Forward
	var slots map[string]string // a name holding a slot call's value -> the slot's key
	for _, ret := range fl.fnReturns(fn) {
		vals := namedChildren(firstNamed(ret))
		if len(vals) == 0 || !restNil(vals) {
			continue
		}
		line, col := int(ret.StartPoint().Row)+1, int(ret.StartPoint().Column)+1
		v := unparen(vals[0])
		sr, ok := fl.successOf(v)
		if !ok {
			if keys := fl.returnedCallKeys(ret); len(keys) > 0 && !fl.callsLocal(v) {
				out = append(out, extract.Forward{Facts: extract.SoftResult, Keys: keys, Line: line, Column: col})
			}
			continue
		}
		if slots == nil {
			slots = fl.slotCalls(fn)
		}
		if len(slots) == 0 {
			continue
		}
		for _, t := range sr.texts {
			if key := slots[fl.renderedName(t, 0)]; key != "" {
				out = append(out, extract.Forward{Facts: extract.SoftResult, Keys: []string{key}, Line: line, Column: col})
				break
			}
		}
	}
	return out
}

// renderedName returns the name whose value a success text is marshalled from: string(b) with
// b from json.Marshal(v), or the marshal call itself; "" otherwise.
func (fl *file) renderedName(e *sitter.Node, depth int) string {
	e = unparen(e)
	if e == nil || depth > 4 {
		return ""
	}
	switch extract.Type(e) {
	case "identifier":
		if d, ok := fl.resolve(e, text(e, fl.src)); ok && !d.param && d.expr != nil && d.index == 0 {
			if x := unparen(d.expr); x != nil && extract.Type(x) == "call_expression" {
				return fl.renderedName(x, depth+1)
			}
		}
	case "call_expression":
		as := args(e)
		if len(as) == 0 {
			return ""
		}
		if f := extract.Field(e, "function"); f != nil && extract.Type(f) == "identifier" && text(f, fl.src) == "string" && len(as) == 1 {
			return fl.renderedName(as[0], depth+1)
		}
		if fl.isJSONMarshal(e) {
			if a := unparen(as[0]); a != nil && extract.Type(a) == "identifier" {
				return text(a, fl.src)
			}
		}
	}
	return ""
}

// slotCalls returns the names in fn that hold the value of a call through a function field of
// a parameter of a named type (result, err := tool.Call(input), tool types.Tool), and the
// aliases of type switches on them (switch v := result.(type)), each with the slot's key.
func (fl *file) slotCalls(fn *sitter.Node) map[string]string {
	out := map[string]string{}
	body := extract.Field(fn, "body")
	if body == nil {
		return out
	}
	if src := fl.src[extract.StartByte(body):extract.EndByte(body)]; !bytes.Contains(src, []byte(").(type)")) && !bytes.Contains(src, []byte("Marshal")) {
		return out
	}
	var switches []*sitter.Node
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		switch extract.Type(n) {
		case "type_switch_statement":
			switches = append(switches, n)
		case "assignment_statement", "short_var_declaration":
			ls, rs := namedChildren(extract.Field(n, "left")), namedChildren(extract.Field(n, "right"))
			if len(ls) == 0 || len(rs) != 1 || extract.Type(ls[0]) != "identifier" {
				break
			}
			c := unparen(rs[0])
			if c == nil || extract.Type(c) != "call_expression" {
				break
			}
			f := extract.Field(c, "function")
			if f == nil || extract.Type(f) != "selector_expression" {
				break
			}
			x := unparen(extract.Field(f, "operand"))
			if x == nil || extract.Type(x) != "identifier" {
				break
			}
			d, ok := fl.resolve(x, text(x, fl.src))
			if !ok || !d.param || d.typ == nil {
				break
			}
			if typ := fl.typeBaseName(d.typ); typ != "" {
				out[text(ls[0], fl.src)] = slotKey(typ, text(extract.Field(f, "field"), fl.src))
			}
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			visit(extract.NamedChild(n, i))
		}
	}
	visit(body)
	for _, sw := range switches {
		alias := namedChildren(extract.Field(sw, "alias"))
		val := unparen(extract.Field(sw, "value"))
		if len(alias) != 1 || val == nil || extract.Type(val) != "identifier" {
			continue
		}
		if key := out[text(val, fl.src)]; key != "" {
			out[text(alias[0], fl.src)] = key
		}
	}
	return out
}

// withErrSummary returns the summary of the failure structs a struct function returns beside an
// error (return &Result{Success: false, ErrorMessage: "download failed"}, err), for callers that
// drop the error (droppedError); false when it returns none.
func (fl *file) withErrSummary(fn *sitter.Node) (extract.Summary, bool) {
	s := extract.Summary{Key: withErrKey(fl.helperKey(fn)), Name: fl.qualifiedName(fn),
		Line: int(fn.StartPoint().Row) + 1, Column: int(fn.StartPoint().Column) + 1}
	for _, ret := range fl.fnReturns(fn) {
		vals := namedChildren(firstNamed(ret))
		if len(vals) != 2 || extract.Type(vals[1]) == "nil" {
			continue
		}
		why, _ := fl.failureStruct(fn, ret, vals[0], fl.errVarsOf(fn, ret), 0)
		if why == "" {
			continue
		}
		v := unparen(vals[0])
		what := text(v, fl.src)
		if extract.Type(v) == "unary_expression" {
			v = unparen(extract.Field(v, "operand"))
		}
		if v != nil && extract.Type(v) == "composite_literal" {
			what = text(extract.Field(v, "type"), fl.src) + "{}"
		}
		s.Facts |= extract.SoftResult
		s.Places = append(s.Places, extract.Place{Fact: extract.SoftResult,
			Line: int(ret.StartPoint().Row) + 1, Column: int(ret.StartPoint().Column) + 1,
			Message: fmt.Sprintf("%s returns %s built as a failure (%s) beside its error", s.Name, clip(what), why)})
	}
	return s, s.Facts != 0
}

// droppedError returns the keys of the call whose value ret returns with a nil error inside the
// check of that call's error (result, err := ebpf.LoadProgram(args); if err != nil { return
// result, nil }), and the call; nil when ret is no such return.
func (fl *file) droppedError(fn, ret *sitter.Node) ([]string, *sitter.Node) {
	vals := namedChildren(firstNamed(ret))
	if len(vals) != 2 || extract.Type(vals[1]) != "nil" {
		return nil, nil
	}
	v := unparen(vals[0])
	recv := fl.softChecks().byStart[extract.StartByte(ret)]
	if v == nil || extract.Type(v) != "identifier" || recv == nil {
		return nil, nil
	}
	// The statement that last defines the checked error before ret must define v from a call.
	stmts := fl.defStatements(fn)
	var last *sitter.Node
	for _, i := range fl.definers(fn, stmts)[text(recv, fl.src)] {
		if extract.StartByte(stmts[i].node) >= extract.StartByte(ret) {
			break
		}
		last = stmts[i].node
	}
	if last == nil {
		return nil, nil
	}
	d, ok := defIn(last, text(v, fl.src), fl.src)
	if !ok || !d.multi || d.index != 0 || d.expr == nil || extract.Type(unparen(d.expr)) != "call_expression" {
		return nil, nil
	}
	ls := namedChildren(extract.Field(last, "left"))
	if len(ls) != 2 || text(ls[1], fl.src) != text(recv, fl.src) {
		return nil, nil
	}
	c := unparen(d.expr)
	keys := fl.valueCallKeys(c)
	if len(keys) == 0 {
		return nil, nil
	}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = withErrKey(k)
	}
	return out, c
}

// droppedFinding is the pending finding of a return that drops a call's error and returns its
// value (droppedError): it stands if the callee returns failure structs beside its errors and a
// tool returns fn's value.
func (fl *file) droppedFinding(fn, ret, call *sitter.Node, keys []string) extract.Pending {
	name := fl.qualifiedName(fn)
	callName := text(extract.Field(call, "function"), fl.src)
	fd := finding.Finding{
		Rule: "softerror", Path: fl.f.Path,
		Line: int(ret.StartPoint().Row) + 1, Column: int(ret.StartPoint().Column) + 1,
		StartLine: int(ret.StartPoint().Row) + 1, EndLine: int(ret.EndPoint().Row) + 1,
		Lang: finding.Go, Context: fl.f.Context,
		Message: fmt.Sprintf("%s drops the error of %s and returns its value with a nil error, a failure struct on %s's failures, and the tools that return its value marshal it into a successful result (isError false): the agent reads the failure as data; return the error and %s",
			name, clip(callName), clip(callName), fl.errorAdvice()),
		Fingerprint: finding.Fingerprint("softerror", fl.f.Path, name, text(ret, fl.src)),
		Method:      finding.TreeSitter,
		Site: &finding.Site{Construct: finding.Literal, API: clip(callName), Function: name, Shape: finding.JSONInText,
			PathKey: fl.helperKey(fn), Profile: finding.Profile(finding.Success, finding.Typed{}), Outcome: finding.Success},
	}
	return extract.Pending{Finding: fd, Keys: keys, Need: extract.SoftResult, Within: fl.helperKey(fn), Returned: true}
}
