package typescript

import (
	"bytes"
	"path"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Tool objects that nothing imports:
//
//	// orca/actions/fetchPositions.ts
//	const fetchPositionsAction: Action = { name: "FETCH_POSITIONS", schema: z.object({}),
//	  handler: async (agent) => { try { ... } catch (e) { return { status: "error", ... } } } };
//	export default fetchPositionsAction;
//
// The object is a tool by its shape alone (a tool table entry, tables.go): no registration of
// its file hands it to an SDK, the module that imports it does (an agent kit's adapter). When no
// module of the root imports it, it is dead code. Its findings (those in the entry and in its
// handler) become pending on extract.Pending.Imported: they stand only if some file of the root
// refers to the module (lang.Refers), or when the root's files do not say (a file scanned
// alone). An entry that its own file uses (a loop over the table, a registration) keeps them.

// Refers returns the names of the modules a file refers to (refName of each specifier: of an
// import or re-export, `from "x"` and `import "x"`, of a dynamic import("x") and of a
// require("x")), and "*" when it imports or requires a computed path, which may load any module
// (or, for a loader class, extract.LoadsIf and its name: loaderrefs.go), and extract.Instantiates
// and the name of each class it may build (instantiatedRefs).
// It runs on every TypeScript and JavaScript file the scan reads, warm or cold, so it scans bytes
// (bytes.Index finds each keyword) instead of running a regular expression over the file: a
// regexp here cost more than a warm scan of the whole corpus; only a file that imports or requires
// a computed path, which few do, is parsed (loaderRefs).
func (lang) Refers(p string, src []byte) []string {
	var out []string
	dynamic := eachSpec(src, func(spec []byte) {
		if n := refName(string(spec)); n != "" {
			out = append(out, n)
		}
	})
	if dynamic {
		out = append(out, loaderRefs(p, src)...) // loaderrefs.go
	}
	return instantiatedRefs(out, p, src)
}

// eachSpec hands fn the specifier of every import, re-export, import() and require() of src,
// and reports whether one of them imports or requires a computed path.
func eachSpec(src []byte, fn func(spec []byte)) (dynamic bool) {
	next := [len(refKeywords)]int{-2, -2, -2}
	for i := 0; i < len(src); {
		at, kw := nextRefKeyword(src, i, &next)
		if at < 0 {
			break
		}
		end := at + len(kw)
		if at > 0 && isWordByte(src[at-1]) {
			i = end
			continue
		}
		if spec, next, ok := refSpecAt(src, end); ok {
			fn(spec)
			i = next
			continue
		}
		if kw != "from" && computedRefAt(src, end) {
			dynamic = true
		}
		i = end
	}
	return dynamic
}

// refKeywords are the words a module specifier follows.
var refKeywords = [...]string{"from", "import", "require"}

// nextRefKeyword returns the first of refKeywords at or after i, and where it is (-1 for none).
// next holds where each keyword was last found (-1: nowhere after, -2: not looked for yet); only
// a keyword found before i is looked for again, so that a rare keyword's absence is not found
// anew after every occurrence of a common one.
func nextRefKeyword(src []byte, i int, next *[len(refKeywords)]int) (int, string) {
	at, kw := -1, ""
	for n, k := range refKeywords {
		if next[n] != -1 && next[n] < i {
			next[n] = -1
			if j := bytes.Index(src[i:], []byte(k)); j >= 0 {
				next[n] = i + j
			}
		}
		if j := next[n]; j >= 0 && (at < 0 || j < at) {
			at, kw = j, k
		}
	}
	return at, kw
}

// refSpecAt reads, after a keyword ending at i, blanks, an optional "(", blanks and a quoted
// specifier with no newline or "$" in it; it returns the specifier and where it ends.
func refSpecAt(src []byte, i int) (spec []byte, next int, ok bool) {
	i = skipBlanks(src, i)
	if i < len(src) && src[i] == '(' {
		i = skipBlanks(src, i+1)
	}
	if i >= len(src) || !isQuote(src[i]) {
		return nil, 0, false
	}
	start := i + 1
	for j := start; j < len(src); j++ {
		switch c := src[j]; {
		case isQuote(c):
			if j == start {
				return nil, 0, false
			}
			return src[start:j], j + 1, true
		case c == '\n' || c == '$':
			return nil, 0, false
		}
	}
	return nil, 0, false
}

// computedRefAt reports whether an import or require ending at i is called with a computed path:
// `(name`, `(path.join(...)`, or a template with a substitution before its end.
func computedRefAt(src []byte, i int) bool {
	i = skipBlanks(src, i)
	if i >= len(src) || src[i] != '(' {
		return false
	}
	i = skipBlanks(src, i+1)
	if i >= len(src) {
		return false
	}
	switch c := src[i]; {
	case c == '_' || c == '$' || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z'):
		return true
	case c == '`':
		for j := i + 1; j+1 < len(src) && src[j] != '`' && src[j] != '\n'; j++ {
			if src[j] == '$' && src[j+1] == '{' {
				return true
			}
		}
	}
	return false
}

// skipBlanks returns the index of the first byte at or after i that is not blank (\s).
func skipBlanks(src []byte, i int) int {
	for i < len(src) {
		switch src[i] {
		case ' ', '\t', '\n', '\r', '\f':
			i++
		default:
			return i
		}
	}
	return i
}

// isQuote reports whether c opens or closes a specifier's string.
func isQuote(c byte) bool { return c == '"' || c == '\'' || c == '`' }

// refName returns the name by which a specifier names its module: its last segment without a
// script extension, or the directory's name for an index ("./orca", "./orca/index.js": orca).
// Only names are compared, not resolved paths: an alias (@/tools/x) or another package of the
// workspace names the module as well as a relative path does.
func refName(spec string) string {
	spec = strings.TrimRight(spec, "/")
	if i := strings.IndexAny(spec, "?#"); i >= 0 {
		spec = spec[:i]
	}
	base := path.Base(spec)
	switch path.Ext(base) {
	case ".js", ".ts", ".mjs", ".cjs", ".mts", ".cts", ".jsx", ".tsx":
		base = strings.TrimSuffix(base, path.Ext(base))
	}
	if base == "index" {
		base = path.Base(path.Dir(spec))
	}
	if base == "." || base == "/" || base == ".." {
		return ""
	}
	return base
}

// moduleRefName is the name refName gives the module of a file at p.
func moduleRefName(p string) string { return refName(p) }

// unimportedSpans returns the spans (start and end rows, 0-based) of the shape-only tool entries
// of the file, with their handlers: a tool table entry (tables.go) whose top-level declaration
// the file exports and uses nowhere else.
func (f *file) unimportedSpans() [][2]uint32 {
	var spans [][2]uint32
	for _, r := range f.regs {
		if r.kind != regTable || r.api != "tool table" || r.via == nil || r.fn == nil || f.regByFn[r.fn.ID()] != r {
			continue
		}
		if !f.onlyExported(r.via) {
			continue
		}
		spans = append(spans, [2]uint32{r.via.StartPoint().Row, r.via.EndPoint().Row},
			[2]uint32{r.fn.StartPoint().Row, r.fn.EndPoint().Row})
	}
	return spans
}

// onlyExported reports whether a table entry object sits, through arrays, objects, parentheses
// and type assertions, in `export default` or in a top-level declaration whose name the file
// uses only in export statements.
func (f *file) onlyExported(obj *sitter.Node) bool {
	n := obj
	for {
		p := f.parent(n)
		if p == nil {
			return false
		}
		switch extract.Type(p) {
		case "array", "object", "pair", "parenthesized_expression", "as_expression", "satisfies_expression", "type_assertion", "non_null_expression":
			n = p
			continue
		case "export_statement":
			return true
		case "variable_declarator":
			decl := f.parent(p)
			if decl == nil || extract.Type(decl) != "lexical_declaration" && extract.Type(decl) != "variable_declaration" {
				return false
			}
			if top := f.parent(decl); top == nil || extract.Type(top) != "program" && extract.Type(top) != "export_statement" {
				return false
			}
			name := extract.Field(p, "name")
			if name == nil || extract.Type(name) != "identifier" {
				return false
			}
			return f.usedOnlyInExports(extract.Content(name, f.Src), name)
		}
		return false
	}
}

// usedOnlyInExports reports whether every identifier of the file spelled name, but decl, sits in
// an export statement (`export default x`, `export { x }`).
func (f *file) usedOnlyInExports(name string, decl *sitter.Node) bool {
	return everyIdentifier(f.root, f.Src, name, f.named, func(n *sitter.Node) bool {
		if n.ID() == decl.ID() {
			return true
		}
		for p := f.parent(n); ; p = f.parent(p) {
			if p == nil {
				return false
			}
			t := extract.Type(p)
			if t == "export_statement" {
				return true
			}
			if t != "export_clause" && t != "export_specifier" {
				return false
			}
		}
	})
}

// pendOnImport turns the findings inside a shape-only tool entry or its handler into pending
// findings that stand only if the root imports the file's module, and adds that condition to
// the pending findings there.
func (f *file) pendOnImport(res *extract.Result) {
	if f.Context == finding.Test || len(res.Findings)+len(res.Pending) == 0 {
		return
	}
	spans := f.unimportedSpans()
	if len(spans) == 0 {
		return
	}
	name := moduleRefName(f.Path)
	if name == "" {
		return
	}
	in := func(line int) bool {
		for _, s := range spans {
			if r := uint32(line - 1); r >= s[0] && r <= s[1] {
				return true
			}
		}
		return false
	}
	kept := res.Findings[:0]
	for _, fd := range res.Findings {
		// errorresult is the inventory of the code that builds error results, which stands
		// whether or not anything loads the module; the rules about what a tool answers do not.
		if in(fd.Line) && fd.Rule != "errorresult" {
			res.Pending = append(res.Pending, extract.Pending{Finding: fd, Imported: []string{name}})
			continue
		}
		kept = append(kept, fd)
	}
	res.Findings = kept
	for i := range res.Pending {
		if in(res.Pending[i].Finding.Line) && len(res.Pending[i].Imported) == 0 && res.Pending[i].Finding.Rule != "errorresult" {
			res.Pending[i].Imported = []string{name}
		}
	}
}
