package golang

import (
	"bytes"
	"fmt"
	"path"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// What a file says of its functions for softerror through helpers (softhelpers.go): its tool
// handlers, the calls whose result a handler or a result function returns, and which result
// functions build a successful result from what they are given.

// softKey is the cross-file key of a function that hands a result on: helperKey's for a
// declaration, and for a handler literal one of its own, "<dir>.lit<line>_<column>_<file>",
// which names the package like a function's key and is defined only in its file: two files of
// a package may each hold a literal at the same place (factories of handlers written alike).
func (fl *file) softKey(fn *sitter.Node) string {
	if extract.Type(fn) != "func_literal" {
		return fl.helperKey(fn)
	}
	base := strings.ReplaceAll(strings.TrimSuffix(path.Base(fl.f.Path), ".go"), ".", "_") // path.Base leaves no '/'
	return fmt.Sprintf("%s.lit%d_%d_%s", fl.dir, fn.StartPoint().Row+1, fn.StartPoint().Column+1, base)
}

// returnedCalls maps the calls whose result a tool handler or a result function returns with
// nil errors (beside a go-sdk typed handler's output or not: resultVals), by the call's start,
// to the key of the function that returns it: "return f(x), nil", or through a local the
// function returns ("res, err := f(x); ...; return res, nil") and does not flag itself
// (res.IsError = true, res.SetError(err)). These are the calls a failure built by the callee
// reaches the SDK through.
func (fl *file) returnedCalls() map[uint32]string {
	out := map[uint32]string{}
	if fl.isTest || !fl.mayHoldResults() {
		return out
	}
	for _, fn := range fl.fnNodes {
		if !fl.isHandler(fn) && !fl.isResultFunc(fn) {
			continue
		}
		key := fl.softKey(fn)
		for _, ret := range fl.fnReturns(fn) {
			vals := fl.resultVals(ret) // return res, out, nil of a go-sdk typed handler too
			if len(vals) == 0 || (!restNil(vals) && !fl.callsOwnError(vals)) {
				continue
			}
			v := unparen(vals[0])
			if v == nil {
				continue
			}
			if extract.Type(v) == "identifier" {
				name := text(v, fl.src)
				d, ok := fl.resolve(v, name)
				// The second of two values is a result too: name, res := requireName(req); if
				// res != nil { return res, nil } (answersLast).
				if !ok || d.param || (d.index != 0 && !(d.index == 1 && d.multi && twoValues(d.expr))) || d.expr == nil || !sameNode(d.fn, fn) || fl.flagsLocal(fn, name) {
					continue
				}
				v = unparen(d.expr)
			}
			if v != nil && extract.Type(v) == "call_expression" && !fl.callsLocal(v) {
				out[extract.StartByte(v)] = key
			}
		}
	}
	return out
}

// twoValues reports whether the call a definition assigns is on the right of two names.
func twoValues(call *sitter.Node) bool {
	p := call.Parent()
	if p != nil && extract.Type(p) == "expression_list" {
		p = p.Parent()
	}
	if p == nil || (extract.Type(p) != "short_var_declaration" && extract.Type(p) != "assignment_statement") {
		return false
	}
	return len(namedChildren(extract.Field(p, "left"))) == 2
}

// callsLocal reports whether a call's function is a local or a parameter of the function
// (return next(ctx, req)): no file of the tree declares it, and its name says nothing.
func (fl *file) callsLocal(call *sitter.Node) bool {
	f := extract.Field(call, "function")
	if f == nil || extract.Type(f) != "identifier" || fl.funcs[text(f, fl.src)] != nil {
		return false
	}
	// A local or a parameter is spelled before the call, in a function around it: most calls
	// (of a function of another file) are told without resolving their name.
	name := text(f, fl.src)
	var outer *sitter.Node
	for fn := fl.enclosingFunc(f); fn != nil; fn = fl.enclosingFunc(fn) {
		outer = fn
	}
	if outer == nil || !bytes.Contains(fl.src[extract.StartByte(outer):extract.StartByte(f)], []byte(name)) {
		return false
	}
	d, ok := fl.resolve(f, name)
	return ok && d.fn != nil
}

// flagsLocal reports whether fn sets the isError flag of the local name itself.
func (fl *file) flagsLocal(fn *sitter.Node, name string) bool {
	body := text(extract.Field(fn, "body"), fl.src)
	return strings.Contains(body, name+".IsError") || strings.Contains(body, name+".SetError(")
}

// softSummaries returns the file's tool handlers (each a tool, by the name it is registered
// with where the file says it) and its result functions that build a successful result from
// a parameter (SuccessText), or pass one on to a function that may ("return textResult(msg)").
func (fl *file) softSummaries() []extract.Summary {
	if fl.isTest {
		return nil
	}
	structs := append(fl.structSummaries(), fl.slotSummaries()...)
	if !fl.mayHoldResults() {
		return append(structs, fl.registeredFuncs()...)
	}
	out := structs
	for _, fn := range fl.fnNodes {
		line, col := int(fn.StartPoint().Row)+1, int(fn.StartPoint().Column)+1
		switch {
		case fl.isHandler(fn):
			name, tool := fl.handlerNames(fn)
			out = append(out, extract.Summary{Key: fl.softKey(fn), Name: name, Line: line, Column: col, Tool: tool,
				Forward: fl.structForwards(fn, true)})
		case fl.isResultFunc(fn):
			// Even one with nothing to say is summarised: the index then knows the file defines
			// it, and the calls pass does not look for it in other files.
			out = append(out, fl.successTextSummary(fn))
		}
	}
	return append(out, fl.registeredFuncs()...)
}

// registeredFuncs returns a registration summary for each function the file passes by name to
// a registration call, as it is or through wrappers (s.AddTool(tool, util.ErrorGuard(
// util.AdaptLegacyHandler(search)))), other than a handler it declares (a tool already): the
// function is a tool whatever its signature, and a result function it returns reaches the
// client.
func (fl *file) registeredFuncs() []extract.Summary {
	var out []extract.Summary
	for _, reg := range registrationNames {
		for _, call := range fl.callsTo[reg] {
			as := args(call)
			if len(as) == 0 {
				continue
			}
			tool := ""
			for _, a := range as {
				if tool = fl.toolName(a); tool != "" {
					break
				}
			}
			line, col := int(call.StartPoint().Row)+1, int(call.StartPoint().Column)+1
			// The handler is the last argument in both SDKs: AddTool(tool, h), mcp.AddTool(s, tool, h).
			fl.funcRefs(as[len(as)-1], 0, func(name string, keys []string) {
				t := tool
				if t == "" {
					t = name
				}
				for _, k := range keys {
					out = append(out, extract.Summary{Key: k, Name: name, Line: line, Column: col, Tool: t, Registration: true})
				}
			})
		}
	}
	return out
}

// funcRefs calls found with each function a registration's handler argument names, as it is or
// as an argument of a wrapper call, with the keys a call of it would have: a function of the
// package or of an imported package, or a method declared in this file.
func (fl *file) funcRefs(e *sitter.Node, depth int, found func(name string, keys []string)) {
	e = unparen(e)
	if e == nil || depth > 2 {
		return
	}
	switch extract.Type(e) {
	case "identifier":
		name := text(e, fl.src)
		if fn := fl.funcs[name]; fn != nil {
			if !fl.isHandler(fn) {
				found(name, fl.callKeys(name, nil))
			}
			return
		}
		if _, ok := fl.resolve(e, name); ok {
			return // a local, a parameter or a package-level var of this file
		}
		found(name, fl.callKeys(name, nil))
	case "selector_expression":
		recv := extract.Field(e, "operand")
		if recv == nil || extract.Type(recv) != "identifier" {
			return
		}
		name := text(extract.Field(e, "field"), fl.src)
		_, imported := fl.im.byName[text(recv, fl.src)]
		ms := fl.methods[name]
		if !imported && (len(ms) == 0 || fl.isHandler(ms[0])) {
			return // a handler method (a tool already), or a field whose type is not known here
		}
		found(text(e, fl.src), fl.callKeys(name, recv))
	case "call_expression":
		if _, name := callee(e, fl.src); name == "NewTool" {
			return
		}
		for _, a := range args(e) {
			fl.funcRefs(a, depth+1, found)
		}
	}
}

// handlerNames returns how messages name a handler and the tool it is registered as (its own
// name when the file does not say).
func (fl *file) handlerNames(fn *sitter.Node) (name, tool string) {
	if extract.Type(fn) == "func_literal" {
		tool = fl.toolNameOf(fn)
		named, _ := fl.enclosing(fn)
		switch {
		case tool != "":
			name = "the handler of tool " + tool
		case named != nil:
			name = "a handler literal in " + fl.qualifiedName(named)
		default:
			name = "a handler literal"
		}
		if tool == "" {
			tool = name
		}
		return name, tool
	}
	name = fl.qualifiedName(fn)
	if tool = fl.registeredAs(fl.funcName(fn)); tool == "" {
		tool = name
	}
	return name, tool
}

// registeredAs returns the name of the tool a registration call of the file registers the
// function (or method value) fname as, or "".
func (fl *file) registeredAs(fname string) string {
	return fl.registeredTool(0, uint32(len(fl.src)), func(a *sitter.Node) bool {
		t := text(a, fl.src)
		return t == fname || strings.HasSuffix(t, "."+fname)
	})
}

// successTextSummary is the summary of a result function: whether it returns a successful result
// built from one of its parameters (not a failure of its own, which softHelperReturn reports),
// or passes a parameter on to a call whose result it returns.
func (fl *file) successTextSummary(fn *sitter.Node) extract.Summary {
	s := extract.Summary{Key: fl.helperKey(fn), Name: fl.qualifiedName(fn),
		Line: int(fn.StartPoint().Row) + 1, Column: int(fn.StartPoint().Column) + 1}
	s.Forward = fl.adapterForwards(fn) // softadapter.go
	params := paramNames(fn, fl.src, false)
	if len(params) == 0 || fl.mayFlag(fn) {
		return s // a flag spelled in it: it chooses, by what it is given, whether to flag
	}
	errParams := paramNames(fn, fl.src, true)
	fl.budget = siteBudget
	for _, ret := range fl.fnReturns(fn) {
		vals := namedChildren(firstNamed(ret))
		if len(vals) == 0 || !restNil(vals) {
			continue
		}
		res := unparen(vals[0])
		if arg := fl.jsonResultOf(fn, res); arg != nil {
			// result, err := mcp.NewToolResultJSON(v); ...; return result, nil. A parameter
			// passed as it is counts even where a nil guard sets it first (if v == nil { v =
			// []T{} }), which resolve would take for its definition.
			p := fl.fromParam(arg, params, 0)
			if a := unparen(arg); p == "" && a != nil && extract.Type(a) == "identifier" && slices.Contains(params, text(a, fl.src)) {
				p = text(a, fl.src)
			}
			if p != "" && len(s.Places) < 2 {
				s.Facts |= extract.SuccessText
				s.Places = append(s.Places, extract.Place{Fact: extract.SuccessText,
					Line: int(res.StartPoint().Row) + 1, Column: int(res.StartPoint().Column) + 1,
					Message: fmt.Sprintf("%s returns mcp.NewToolResultJSON built from its parameter %s, a successful result (isError false)", s.Name, p)})
			}
			continue
		}
		if sr, ok := fl.successOf(res); ok {
			if fl.isOwnFailure(sr, errParams) {
				continue
			}
			for _, e := range append(append([]*sitter.Node(nil), sr.texts...), sr.objects...) {
				if p := fl.fromParam(e, params, 0); p != "" && len(s.Places) < 2 {
					s.Facts |= extract.SuccessText
					s.Places = append(s.Places, extract.Place{Fact: extract.SuccessText,
						Line: int(res.StartPoint().Row) + 1, Column: int(res.StartPoint().Column) + 1,
						Message: fmt.Sprintf("%s returns %s built from its parameter %s, a successful result (isError false)", s.Name, sr.api, p)})
					break
				}
			}
			continue
		}
		if res == nil || extract.Type(res) != "call_expression" {
			continue
		}
		keys := fl.returnedCallKeys(ret)
		if len(keys) == 0 {
			continue
		}
		for _, a := range args(res) {
			if fl.fromParam(a, params, 0) != "" {
				s.Forward = append(s.Forward, extract.Forward{Facts: extract.SuccessText, Keys: keys,
					Line: int(res.StartPoint().Row) + 1, Column: int(res.StartPoint().Column) + 1})
				break
			}
		}
	}
	return s
}

// mayFlag reports whether fn may build an isError result: its body spells the flag or an SDK
// error constructor. Such a function answers what it is given as a success on some paths
// only, by its other arguments (NewTextResult(text, err)).
//
// A flag only in the returns of its own error checks on a local (b, err := json.Marshal(v); if
// err != nil { return mcp.NewToolResultErrorFromErr(...) }) answers its own failure, not what
// it is given: those returns are left out.
func (fl *file) mayFlag(fn *sitter.Node) bool {
	body := fl.src[extract.StartByte(fn):extract.EndByte(fn)]
	has := false
	for _, n := range siteNeedles {
		has = has || bytes.Contains(body, n)
	}
	if !has {
		return false
	}
	params := paramNames(fn, fl.src, false)
	rest := append([]byte(nil), body...)
	for _, ret := range fl.fnReturns(fn) {
		recv := fl.softChecks().byStart[extract.StartByte(ret)]
		if recv == nil || slices.Contains(params, text(recv, fl.src)) {
			continue
		}
		for i := extract.StartByte(ret); i < extract.EndByte(ret); i++ {
			rest[i-extract.StartByte(fn)] = ' '
		}
	}
	for _, n := range siteNeedles {
		if bytes.Contains(rest, n) {
			return true
		}
	}
	return false
}

// isOwnFailure reports whether a success result's text is a failure by itself or by an error
// parameter: the helper's own soft error, not what its callers hand it.
func (fl *file) isOwnFailure(sr successResult, errParams []string) bool {
	if why, _ := fl.failureOf(sr.texts, sr.objects, ""); why != "" {
		return true
	}
	for _, p := range errParams {
		if why, _ := fl.failureOf(sr.texts, sr.objects, p); why != "" {
			return true
		}
	}
	return false
}

// fromParam returns the parameter of params an expression is built from (directly, or
// through locals defined from it: b, err := json.Marshal(v); string(b)), or "".
func (fl *file) fromParam(e *sitter.Node, params []string, depth int) string {
	if e == nil || depth > maxDepth || !fl.spend() {
		return ""
	}
	var found string
	var visit func(x *sitter.Node)
	visit = func(x *sitter.Node) {
		if x == nil || found != "" || isFuncNode(x) {
			return
		}
		if extract.Type(x) == "identifier" {
			name := text(x, fl.src)
			d, ok := fl.resolve(x, name)
			switch {
			case !ok:
			case d.param:
				for _, p := range params {
					if p == name {
						found = p
					}
				}
			case d.expr != nil && d.index == 0:
				if found = fl.fromParam(d.expr, params, depth+1); found == "" && d.fn != nil {
					found = fl.appendedFromParam(d.fn, x, name, params, depth)
				}
			}
			return
		}
		for i := 0; i < int(extract.NamedChildCount(x)); i++ {
			visit(extract.NamedChild(x, i))
		}
	}
	visit(e)
	return found
}

// appendedFromParam returns the parameter that text appended to a local before use carries
// (out += fmt.Sprintf("**Error:** %s", r.Error.Message)), as a formatter builds its answer
// from what it is given; "" when none does.
func (fl *file) appendedFromParam(fn, use *sitter.Node, name string, params []string, depth int) string {
	body := extract.Field(fn, "body")
	if body == nil || !bytes.Contains(fl.src[extract.StartByte(body):extract.StartByte(use)], []byte(name+" +=")) {
		return ""
	}
	found := ""
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		if n == nil || found != "" || extract.StartByte(n) >= extract.StartByte(use) || (isFuncNode(n) && !sameNode(n, fn)) {
			return
		}
		if extract.Type(n) == "assignment_statement" {
			if op := extract.Field(n, "operator"); op != nil && text(op, fl.src) == "+=" {
				ls, rs := namedChildren(extract.Field(n, "left")), namedChildren(extract.Field(n, "right"))
				if len(ls) == 1 && len(rs) == 1 && text(ls[0], fl.src) == name {
					found = fl.fromParam(rs[0], params, depth+1)
				}
			}
			return
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			visit(extract.NamedChild(n, i))
		}
	}
	visit(body)
	return found
}

// jsonResultOf returns the value a return of fn hands to mcp-go's NewToolResultJSON, which
// marshals it into the text and structuredContent of a successful result: return
// mcp.NewToolResultJSON(v), or a local of fn defined from that call; nil otherwise.
func (fl *file) jsonResultOf(fn, res *sitter.Node) *sitter.Node {
	if res != nil && extract.Type(res) == "identifier" {
		d, ok := fl.resolve(res, text(res, fl.src))
		if !ok || d.param || d.expr == nil || d.index != 0 || !sameNode(d.fn, fn) || fl.flagsLocal(fn, text(res, fl.src)) {
			return nil
		}
		res = unparen(d.expr)
	}
	if res == nil || extract.Type(res) != "call_expression" {
		return nil
	}
	qual, name := callee(res, fl.src)
	if name != "NewToolResultJSON" || !fl.isMCPGo(qual, name) {
		return nil
	}
	if as := args(res); len(as) == 1 {
		return as[0]
	}
	return nil
}
