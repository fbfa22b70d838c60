package golang

import (
	"fmt"
	"path"
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// inlinePathKey is the pathKey of a site built inline (not by a helper): one path per function
// and construction pattern, "<dir>.<function>|<construct>|<api>|<shape>", as TypeScript and
// Python key theirs. The function is the declared one around the site ("Func" or
// "Recv.Method": the methods of one receiver are paths of their own) and, when the site sits in a
// function literal that is a tool handler, that literal too (pathFunction): thirteen handlers
// registered in one function, or declared in one package-level table, are thirteen paths.
func (fl *file) inlinePathKey(n, named *sitter.Node, construct finding.Construct, api string, shape finding.Shape) string {
	return fl.dir + "." + fl.pathFunction(n, named) + "|" + string(construct) + "|" + api + "|" + string(shape)
}

// pathFunction names the function of an inline site's pathKey: named's qualified name, then,
// for a site inside a handler literal, the tool it is registered as (quoted), else the string
// key it has in a map literal (quoted: `"search": func(...)`), else its place among the handler
// literals of its scope ("#2"). At
// package level, where there is no declared function, the scope is the var declaration that
// holds the literal (its first name), else the file.
func (fl *file) pathFunction(n, named *sitter.Node) string {
	var parts []string
	if named != nil {
		parts = append(parts, fl.qualifiedName(named))
	}
	lit := fl.handlerLiteral(n)
	if lit == nil {
		return strings.Join(parts, "/")
	}
	scope := named
	if named == nil {
		var name string
		name, scope = fl.packageScope(lit)
		parts = append(parts, name)
	}
	if tool := fl.toolNameOf(lit); tool != "" {
		return strings.Join(append(parts, strconv.Quote(tool)), "/")
	}
	if key := fl.tableKey(lit); key != "" {
		return strings.Join(append(parts, key), "/")
	}
	return strings.Join(append(parts, fmt.Sprintf("#%d", fl.handlerIndex(lit, scope))), "/")
}

// handlerLiteral returns the innermost function literal around n that is a tool handler (takes
// a CallToolRequest and returns an error last), or nil.
func (fl *file) handlerLiteral(n *sitter.Node) *sitter.Node {
	for fn := fl.enclosingFunc(n); fn != nil && extract.Type(fn) == "func_literal"; fn = fl.enclosingFunc(fn) {
		if fl.isHandler(fn) {
			return fn
		}
	}
	return nil
}

// tableKey returns the key of lit in a map literal, `"search": func(...) {...}`, when it is a
// string literal, as written; "" otherwise.
func (fl *file) tableKey(lit *sitter.Node) string {
	elem := lit.Parent()
	if elem == nil || extract.Type(elem) != "literal_element" {
		return ""
	}
	kv := elem.Parent()
	if kv == nil || extract.Type(kv) != "keyed_element" || extract.NamedChildCount(kv) != 2 {
		return ""
	}
	if key := firstNamed(extract.NamedChild(kv, 0)); key != nil && extract.Type(key) == "interpreted_string_literal" {
		return text(key, fl.src)
	}
	return ""
}

// packageScope names the package-level declaration that holds lit: "var <name>" for a var
// declaration (its first name), else the file's name; and returns the declaration's node (nil
// for the file).
func (fl *file) packageScope(lit *sitter.Node) (string, *sitter.Node) {
	for p := lit.Parent(); p != nil; p = p.Parent() {
		if extract.Type(p) == "var_spec" {
			if name := extract.Field(p, "name"); name != nil {
				return "var " + text(name, fl.src), p
			}
		}
	}
	return path.Base(fl.f.Path), nil
}

// handlerIndex is lit's place, from 1, among the handler literals inside scope (the whole file
// when scope is nil), in source order.
func (fl *file) handlerIndex(lit, scope *sitter.Node) int {
	lo, hi := uint32(0), ^uint32(0)
	if scope != nil {
		lo, hi = extract.StartByte(scope), extract.EndByte(scope)
	}
	k := 0
	for _, fn := range fl.fnNodes {
		if extract.Type(fn) != "func_literal" || extract.StartByte(fn) < lo || extract.EndByte(fn) > hi || !fl.isHandler(fn) {
			continue
		}
		k++
		if extract.StartByte(fn) == extract.StartByte(lit) && extract.EndByte(fn) == extract.EndByte(lit) {
			break
		}
	}
	return k
}
