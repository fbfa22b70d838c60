package golang

import (
	"path"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// builtins are Go's predeclared functions and common conversions, never helpers.
var builtins = map[string]bool{
	"append": true, "cap": true, "clear": true, "close": true, "complex": true, "copy": true,
	"delete": true, "imag": true, "len": true, "make": true, "max": true, "min": true, "new": true,
	"panic": true, "print": true, "println": true, "real": true, "recover": true,
	"string": true, "int": true, "int64": true, "float64": true, "byte": true, "rune": true, "error": true,
}

// calls returns the file's calls that may reach a helper of the tree, keyed as helperKey keys
// helpers. A package-qualified call gets one candidate key per suffix of its import path (the
// module path is not known here), so "github.com/acme/srv/internal/errs".Fail reaches a helper
// keyed "internal/errs.Fail"; a method call gets the key "<dir>.*.<Method>" of its own package.
//
// A call whose result a tool handler or a result function returns is From that function
// (returnedCalls), so that softerror follows a handler's result into the helper that builds it.
func (fl *file) calls() []extract.Call {
	var out []extract.Call
	from := fl.returnedCalls()
	for _, m := range fl.callMs {
		line := int(m["site"].StartPoint().Row) + 1
		c := extract.Call{Line: line}
		if f, ok := from[extract.StartByte(m["site"])]; ok {
			c.From, c.Column = f, int(m["site"].StartPoint().Column)+1
		}
		for _, k := range fl.callKeys(text(m["name"], fl.src), m["recv"]) {
			c.Key = k
			out = append(out, c)
		}
	}
	return out
}

// callKeys returns the keys a call of name (on recv, nil for a plain call) may have, or none when
// it cannot reach a helper of the tree (a builtin, the standard library, an SDK).
func (fl *file) callKeys(name string, recv *sitter.Node) []string {
	if recv == nil {
		if builtins[name] || (fl.funcs[name] == nil && fl.im.dotSDK() != noSDK && strings.HasPrefix(name, "NewToolResult")) {
			return nil
		}
		return []string{fl.dir + "." + name}
	}
	if extract.Type(recv) == "identifier" {
		if p, ok := fl.im.byName[text(recv, fl.src)]; ok {
			if isStdlib(p) || strings.HasPrefix(p, mcpGoMod) || strings.HasPrefix(p, goSDKMod) {
				return nil
			}
			return fl.packageKeys(p, name)
		}
	}
	return []string{fl.dir + ".*." + name}
}

// packageKeys returns the keys of member (a function name, or "*.M" for a method) in the
// directories of the root that the import path p may name.
func (fl *file) packageKeys(p, member string) []string {
	root := ""
	if fl.f.Project != nil {
		root = fl.f.Project.Root
	}
	var out []string
	for _, dir := range suffixes(p) {
		out = append(out, path.Join(root, dir)+"."+member)
	}
	return out
}

// wrappers returns the file's wrappers: declared functions and methods that are not handlers,
// return a CallToolResult, and pass on, in every return, the result of a call that may reach a
// helper ("return utils.NewToolResultErrorFromErr(msg, err)"). The last return comes first in
// Via: in Go's early-return style it is the fall-through path.
func (fl *file) wrappers(sites map[string]bool) []extract.Helper {
	var out []extract.Helper
	for _, fn := range fl.fnNodes {
		if extract.Type(fn) == "func_literal" || sites[fl.helperKey(fn)] || fl.isHandler(fn) || !fl.returnsCallToolResult(fn) {
			continue
		}
		rets := fl.fnReturns(fn)
		via := make([][]string, 0, len(rets))
		for i := len(rets) - 1; i >= 0; i-- {
			keys := fl.returnedCallKeys(rets[i])
			if len(keys) == 0 {
				via = nil
				break
			}
			via = append(via, keys)
		}
		if len(via) > 0 {
			out = append(out, extract.Helper{Key: fl.helperKey(fn), Via: via})
		}
	}
	return out
}

// returnedCallKeys returns the keys of the call a return statement passes on as its first value
// (the rest of resultVals must be nil), or none.
func (fl *file) returnedCallKeys(ret *sitter.Node) []string {
	vals := fl.resultVals(ret) // a go-sdk typed handler's output beside the result drops nothing
	if len(vals) == 0 {
		return nil
	}
	for _, v := range vals[1:] {
		if extract.Type(v) != "nil" {
			return nil // "return x(), err": the result may be dropped
		}
	}
	return fl.keysOfCall(unparen(vals[0]))
}

// keysOfCall returns the keys a call may have (callKeys of its function's name and receiver);
// none when call is no call.
func (fl *file) keysOfCall(call *sitter.Node) []string {
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	fn := extract.Field(call, "function")
	switch {
	case fn == nil:
		return nil
	case extract.Type(fn) == "identifier":
		return fl.callKeys(text(fn, fl.src), nil)
	case extract.Type(fn) == "selector_expression":
		return fl.callKeys(text(extract.Field(fn, "field"), fl.src), extract.Field(fn, "operand"))
	}
	return nil
}

// suffixes returns the trailing element runs of an import path, shortest first:
// "a.com/b/c" gives "c", "b/c", "a.com/b/c".
func suffixes(p string) []string {
	parts := strings.Split(p, "/")
	out := make([]string, 0, len(parts))
	for i := len(parts) - 1; i >= 0; i-- {
		out = append(out, strings.Join(parts[i:], "/"))
	}
	return out
}
