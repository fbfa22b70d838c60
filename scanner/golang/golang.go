package golang

import (
	"bytes"
	"fmt"
	"path"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Language returns the Go rules of the syntax-level scanner.
func Language() extract.Language { return goLang{} }

type goLang struct{}

func (goLang) Lang() finding.Lang { return finding.Go }

func (goLang) Dialects() map[string]extract.Dialect {
	return map[string]extract.Dialect{".go": extract.GoDialect}
}

func (goLang) Grammar(extract.Dialect) *sitter.Language { return grammar() }

// needles are the prefilter's byte strings: a file without any of them yields nothing of its
// own. A site spells IsError, an SDK error constructor or SetError; a soft error stands in a
// handler, whose parameters spell CallToolRequest. A file that only calls or wraps a helper
// has none of them: the scanner's calls pass reads it when it mentions a helper's name.
var needles = [][]byte{
	[]byte("IsError"),
	[]byte("NewToolResultError"),
	[]byte("SetError"),
	[]byte("CallToolRequest"),
}

func (goLang) Needles() [][]byte { return needles }

// ModuleOf returns the package a file belongs to, as keys name it: its directory ("." at the
// root). A package's functions are spread over its files, and a file with no needle is
// extracted when a pending finding names a function of its package.
func (goLang) ModuleOf(p string) string {
	d := path.Dir(p)
	if d == "/" {
		d = "."
	}
	return d
}

// ModuleOfKey returns the package of the function a key names: "<dir>.<Func>" and
// "<dir>.*.<Method>" (see helperKey).
func (goLang) ModuleOfKey(key string) string {
	dir := key
	if i := strings.Index(key, fieldMark); i >= 0 {
		dir = key[:i] // "<dir>!field.<F>.*.<M>" (fieldKey): the package that declares F
	} else if i := strings.Index(key, ".*."); i >= 0 {
		dir = key[:i]
	} else if i := strings.LastIndex(key, "."); i >= 0 {
		dir = key[:i]
	} else {
		return ""
	}
	if dir == "" {
		dir = "."
	}
	return dir
}

// DefinedName returns the function or method a key names ("<dir>.<Func>", "<dir>.*.<Method>"),
// which the file that declares it spells: of a package a pending finding names, only its files
// that spell the name are extracted.
func (goLang) DefinedName(key string) string {
	if _, rest, ok := strings.Cut(key, fieldMark); ok {
		f, _, _ := strings.Cut(rest, ".")
		return f // the file that declares the field spells its name
	}
	return key[strings.LastIndex(key, ".")+1:]
}

// Gate turns down the test files that cannot hold a site: a test's handlers are not judged for
// soft errors and its calls are not collected (Extract), so only a site yields anything there,
// and a test that reads IsError (if !res.IsError) without setting it, the most common kind,
// has none.
func (goLang) Gate(_ string, ctx finding.Context, src []byte) bool {
	return ctx != finding.Test || maySpellSite(src)
}

// Quiet reports the test files: Extract collects no calls, summaries, wrappers or aliases of
// one, and judges no handler of it, so only a site yields anything there, and the calls pass,
// which extracts only files without a needle (or turned down by Gate), finds none (a package's
// _test.go files spell the names its production files define, but define none of them).
func (goLang) Quiet(_ string, ctx finding.Context) bool { return ctx == finding.Test }

// maySpellSite reports whether src may spell an errorresult site: a constructor's or SetError's
// name, or the IsError field followed by the colon of a keyed element or the "=" of an
// assignment (or a comment, which may stand between them). It is a test on bytes that every
// text the errorresult query matches passes.
func maySpellSite(src []byte) bool {
	if bytes.Contains(src, []byte("NewToolResultError")) || bytes.Contains(src, []byte("SetError")) {
		return true
	}
	for _, end := range extract.Occurrences(src, []byte("IsError")) {
		if c := extract.At(src, extract.SkipSpace(src, end)); c == ':' || c == '=' || c == '/' {
			return true
		}
	}
	return false
}

// siteNeedles are the byte strings without which a file holds no errorresult site; a file that
// passed the prefilter only through CallToolRequest is scanned for soft errors and calls alone.
var siteNeedles = [][]byte{[]byte("IsError"), []byte("NewToolResultError"), []byte("SetError")}

func mayHaveSite(src []byte) bool {
	for _, n := range siteNeedles {
		if bytes.Contains(src, n) {
			return true
		}
	}
	return false
}

// Extract runs the errorresult rule on one parsed Go file and collects its helpers and the calls
// that may reach helpers of the tree.
func (goLang) Extract(f *extract.File) (extract.Result, error) {
	var res extract.Result
	if f == nil || f.Tree == nil {
		return res, nil
	}
	qs, err := queries()
	if err != nil {
		return res, err
	}
	fl := newFile(f, qs)
	helpers := map[string]bool{}
	var leakTargets []leakTarget
	if mayHaveSite(f.Src) {
		for _, m := range fl.siteMatches(qs[qErrorResult]) {
			s, ok := fl.site(m)
			if !ok {
				continue
			}
			res.Findings = append(res.Findings, fl.finding(s))
			if fd, ok := fl.successFlagged(s); ok {
				res.Findings = append(res.Findings, fd)
			}
			if t, ok := fl.siteLeakTarget(s); ok {
				leakTargets = append(leakTargets, t)
			}
			if s.helper != "" {
				res.Helpers = append(res.Helpers, extract.Helper{Key: s.helper, PathKey: s.pathKey})
				helpers[s.helper] = true
			}
		}
	}
	var softPending []extract.Pending
	if f.Context != finding.Test {
		var softs []finding.Finding
		softs, softPending = fl.softErrors()
		for _, fd := range softs {
			if t, ok := fl.softLeakTarget(fd); ok {
				leakTargets = append(leakTargets, t)
			}
		}
		res.Findings = append(res.Findings, softs...)
		res.Helpers = append(res.Helpers, fl.wrappers(helpers)...)
		res.Calls = fl.calls()
		res.Summaries = append(fl.leakSummaries(), fl.constSummaries()...)
		res.Aliases = fl.fieldAliases()
		leakTargets = append(leakTargets, fl.typedErrorTargets()...)
	}
	leaks, pending := fl.internalLeaks(leakTargets)
	res.Findings = append(res.Findings, leaks...)
	res.Pending = append(pending, softPending...)
	sort.SliceStable(res.Findings, func(i, j int) bool {
		a, b := res.Findings[i], res.Findings[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	return res, nil
}

// siteMatches runs the errorresult query only on the constructs around each occurrence of a site
// needle: sites are rare and a query over the whole tree costs more than the parse. Every site's
// text contains a needle (the IsError key or field, the constructor's or SetError's name), and
// the construct is the nearest call, composite literal or assignment above it.
func (fl *file) siteMatches(q *sitter.Query) []match {
	type span struct{ start, end uint32 }
	ran := map[span]bool{}
	sites := map[span]bool{}
	var out []match
	for _, needle := range siteNeedles {
		for off := 0; off < len(fl.src); {
			i := bytes.Index(fl.src[off:], needle)
			if i < 0 {
				break
			}
			pos := off + i
			off = pos + len(needle)
			n := fl.root.NamedDescendantForPointRange(fl.pointAt(pos), fl.pointAt(pos+len(needle)-1))
			for up := 0; n != nil && up < 5; up++ {
				if t := extract.Type(n); t == "call_expression" || t == "composite_literal" || t == "assignment_statement" {
					break
				}
				n = n.Parent()
			}
			if n == nil {
				continue
			}
			if t := extract.Type(n); t != "call_expression" && t != "composite_literal" && t != "assignment_statement" {
				continue
			}
			key := span{extract.StartByte(n), extract.EndByte(n)}
			if ran[key] {
				continue
			}
			ran[key] = true
			for _, m := range run(q, n, fl.src) {
				sn := m["site"]
				if sn == nil || sites[span{extract.StartByte(sn), extract.EndByte(sn)}] {
					continue
				}
				sites[span{extract.StartByte(sn), extract.EndByte(sn)}] = true
				out = append(out, m)
			}
		}
	}
	return out
}

// file is one Go file under analysis.
type file struct {
	f        *extract.File
	src      []byte
	root     *sitter.Node
	im       imports
	dir      string                    // the package directory, relative to the scan root ("" at the root)
	funcs    map[string]*sitter.Node   // package-level functions declared in the file
	methods  map[string][]*sitter.Node // methods declared in the file, by name
	callsTo  map[string][]*sitter.Node // the file's calls, by called name (functions and methods)
	callMs   []match                   // the calls query's matches
	fnNodes  []*sitter.Node            // every function declaration, method and function literal, by start
	fnSpans  [][2]uint32               // fnNodes' start and end bytes, read on enclosingFunc's first call
	lines    []int                     // the byte offsets where lines start, read on pointAt's first call
	fileVars map[string]def
	isTest   bool
	defCache map[uint32][]defStmt // function start byte -> its defining statements
	budget   int                  // resolution steps left for the current site
	soft     softCache            // softerror's shared work (softcache.go)
	defIdx   defIndex             // resolve's definitions by name (resolve.go)
}

// siteBudget bounds the resolution work for one site: following parameters through every call of
// a function, depth after depth, would otherwise grow exponentially on hostile input.
const siteBudget = 2000

// spend takes one resolution step from the budget and reports whether one was left.
func (fl *file) spend() bool {
	fl.budget--
	return fl.budget >= 0
}

func newFile(f *extract.File, qs map[string]*sitter.Query) *file {
	fl := &file{f: f, src: f.Src, root: f.Tree.RootNode(),
		funcs: map[string]*sitter.Node{}, methods: map[string][]*sitter.Node{}, callsTo: map[string][]*sitter.Node{},
		defCache: map[uint32][]defStmt{}}
	fl.dir = path.Dir(f.Path)
	if fl.dir == "." || fl.dir == "/" {
		fl.dir = ""
	}
	// Imports and declarations are top-level in Go: reading the root's children (and running the
	// imports query on the import declarations only) spares two walks of the whole tree.
	var specs []match
	var typeDecls []*sitter.Node
	for _, top := range namedChildren(fl.root) {
		switch extract.Type(top) {
		case "type_declaration":
			typeDecls = append(typeDecls, top)
		case "import_declaration":
			specs = append(specs, run(qs[qImports], top, fl.src)...)
		case "function_declaration":
			fl.funcs[text(extract.Field(top, "name"), fl.src)] = top
		case "method_declaration":
			name := text(extract.Field(top, "name"), fl.src)
			fl.methods[name] = append(fl.methods[name], top)
		}
	}
	fl.im = readImports(specs, fl.src)
	for _, fn := range fl.funcs {
		fl.fnNodes = append(fl.fnNodes, fn)
	}
	for _, ms := range fl.methods {
		fl.fnNodes = append(fl.fnNodes, ms...)
	}
	for _, d := range typeDecls {
		fl.im.readAliases(d, fl.src)
	}
	for _, m := range run(qs[qCalls], fl.root, fl.src) {
		if m["site"] != nil && extract.Type(m["site"]) == "func_literal" {
			fl.fnNodes = append(fl.fnNodes, m["site"])
			continue
		}
		fl.callMs = append(fl.callMs, m)
		name := text(m["name"], fl.src)
		fl.callsTo[name] = append(fl.callsTo[name], m["site"])
	}
	sort.Slice(fl.fnNodes, func(i, j int) bool { return extract.StartByte(fl.fnNodes[i]) < extract.StartByte(fl.fnNodes[j]) })
	fl.fileVars = fileLevelVars(fl.root, fl.src)
	fl.isTest = f.Context == finding.Test || strings.HasSuffix(f.Path, "_test.go")
	return fl
}

// enclosingFunc returns the innermost function (declaration, method or literal) strictly around
// n, from fnNodes' spans, read from the tree on the first call: walking Parent() is costly in
// tree-sitter, which finds a parent by descending from the root, and so is reading a node's span.
// Of the functions starting at or before n, the last (in fnNodes' order) that ends at or after n
// and is not n itself is the innermost: later starts are nested deeper.
func (fl *file) enclosingFunc(n *sitter.Node) *sitter.Node {
	if fl.fnSpans == nil {
		fl.fnSpans = make([][2]uint32, len(fl.fnNodes))
		for i, fn := range fl.fnNodes {
			fl.fnSpans[i] = [2]uint32{extract.StartByte(fn), extract.EndByte(fn)}
		}
	}
	start, end := extract.StartByte(n), extract.EndByte(n)
	sp := fl.fnSpans
	i := sort.Search(len(sp), func(i int) bool { return sp[i][0] > start })
	for i--; i >= 0; i-- {
		if sp[i][1] >= end && !(sp[i][0] == start && sp[i][1] == end) {
			return fl.fnNodes[i]
		}
	}
	return nil
}

// pointAt returns the row and column of a byte offset of the file.
func (fl *file) pointAt(off int) sitter.Point {
	if fl.lines == nil {
		fl.lines = []int{0}
		for i, c := range fl.src {
			if c == '\n' {
				fl.lines = append(fl.lines, i+1)
			}
		}
	}
	row := sort.Search(len(fl.lines), func(i int) bool { return fl.lines[i] > off }) - 1
	return sitter.Point{Row: uint32(row), Column: uint32(off - fl.lines[row])}
}

// funcName returns the name calls use for a declared function or method ("" for literals).
func (fl *file) funcName(fn *sitter.Node) string {
	if fn == nil || extract.Type(fn) == "func_literal" {
		return ""
	}
	return text(extract.Field(fn, "name"), fl.src)
}

// recvType returns a method's receiver type name, without pointer or type parameters.
func (fl *file) recvType(fn *sitter.Node) string {
	for _, pd := range namedChildren(extract.Field(fn, "receiver")) {
		t := unparenType(extract.Field(pd, "type"))
		if t != nil && extract.Type(t) == "generic_type" {
			t = extract.Field(t, "type")
		}
		return text(t, fl.src)
	}
	return ""
}

// helperKey is how calls name a declared function: "<dir>.<Func>" for functions and
// "<dir>.*.<Method>" for methods (a call's receiver type is not known at the syntax level).
func (fl *file) helperKey(fn *sitter.Node) string {
	name := fl.funcName(fn)
	if extract.Type(fn) == "method_declaration" {
		return fl.dir + ".*." + name
	}
	return fl.dir + "." + name
}

// finding turns a classified site into an errorresult finding.
func (fl *file) finding(s site) finding.Finding {
	prof := finding.Profile(s.outcome, s.typed)
	return finding.Finding{
		Rule:        "errorresult",
		Path:        fl.f.Path,
		Line:        int(s.anchor.StartPoint().Row) + 1,
		Column:      int(s.anchor.StartPoint().Column) + 1,
		StartLine:   int(s.node.StartPoint().Row) + 1,
		EndLine:     int(s.node.EndPoint().Row) + 1,
		Lang:        finding.Go,
		Context:     fl.f.Context,
		Message:     message(s, prof),
		Fingerprint: finding.Fingerprint("errorresult", fl.f.Path, s.function, text(s.node, fl.src)),
		Method:      finding.TreeSitter,
		Site: &finding.Site{Construct: s.construct, API: s.api, Function: s.function, Shape: s.shape,
			Typed: s.typed, PathKey: s.pathKey, Uses: s.uses, Profile: prof, Outcome: s.outcome},
	}
}

// message says what the client receives from a site.
func message(s site, prof string) string {
	var what string
	switch s.shape {
	case finding.ProseOnly:
		what = "prose-only text"
	case finding.JSONInText:
		what = "JSON serialized into the text"
	case finding.Structured:
		what = "structured content"
	default:
		what = "content that cannot be resolved in this file"
	}
	typed := "no typed fields"
	if names := typedNames(s.typed); names != "" {
		typed = "typed " + names
	}
	msg := fmt.Sprintf("%s builds an isError result with %s and %s (profile %s)", s.api, what, typed, prof)
	if s.note != "" {
		msg += "; " + s.note
	}
	return msg
}

func typedNames(t finding.Typed) string {
	var out []string
	for _, f := range []struct {
		on   bool
		name string
	}{{t.Code, "code"}, {t.Target, "target"}, {t.Policy, "policy"}, {t.Retry, "retry"}, {t.SideEffects, "sideEffects"}} {
		if f.on {
			out = append(out, f.name)
		}
	}
	return strings.Join(out, ", ")
}

// Defer lets the main pass leave unparsed a file that may yield nothing of its own: one that
// may spell no errorresult site (it only reads IsError, as a client does) and no handler's
// CallToolRequest. The calls pass extracts it when another file wants its package.
func (goLang) Defer(_ string, src []byte) bool {
	return !maySpellSite(src) && !bytes.Contains(src, []byte("CallToolRequest"))
}
