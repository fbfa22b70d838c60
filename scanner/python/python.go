// Package python holds mcperr's rules for Python MCP servers: python-sdk 1.x (FastMCP and the
// low-level server), python-sdk 2.x (MCPServer and the low-level server) and jlowin/PrefectHQ
// fastmcp. It finds the sites that build isError results (errorresult, raisederror) and the
// problems of issue 6 (softerror, droppedflag, protocolerror, successflagged), from tree-sitter
// queries in queries/*.scm and the resolution of each file's imports.
package python

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Language returns the Python rules.
func Language() extract.Language { return lang{} }

type lang struct{}

func (lang) Lang() finding.Lang { return finding.Python }

func (lang) Dialects() map[string]extract.Dialect {
	return map[string]extract.Dialect{".py": extract.PythonDialect}
}

func (lang) Grammar(extract.Dialect) *sitter.Language { return python.GetLanguage() }

// needles are the prefilter's byte strings: a file without any of them yields nothing of its
// own (no finding, no tool, no pending finding that stands whatever reaches it). A site spells
// isError or is_error; every finding outside a site is in a tool, and a tool is registered by a
// decorator or call the file spells: @x.tool, x.tool(f), @x.call_tool(), x.add_tool(f),
// Tool.from_function(f), Server(on_call_tool=f), fastmcp's @tool and @mcp_tool (or an alias of
// them, "tool as"), or a subclass of fastmcp's Tool (class T(Tool): or class T(Tool, Base):). A client's session.call_tool("x", args) or
// an import of ToolError is no needle: a helper that raises is extracted when a tool reaches it.
// A subclass of a server class (class ReportingMCP(FastMCP[T]):) stands for the tools registered
// on its instances in other files (subclass.go): the class's name after "(" or "." and before
// ")", "[" or "," (not FastMCPBaseModel, FastMCPError).
var needles = append([][]byte{
	[]byte("isError"), []byte("is_error"),
	[]byte(".tool("), []byte(".tool\n"), []byte(".tool\r"), []byte(".tool "), []byte(".tool\t"), []byte(".tool)"),
	[]byte("@tool"), []byte("@mcp_tool"), []byte("tool as "),
	[]byte("call_tool()"), []byte("call_tool(validate"), []byte("on_call_tool"),
	[]byte("add_tool"), []byte("from_function"), []byte("Tool):"), []byte("(Tool,"),
}, subclassNeedles...)

// subclassNeedles are the needles of a subclass of a server class.
var subclassNeedles = [][]byte{
	[]byte("(FastMCP)"), []byte("(FastMCP["), []byte("(FastMCP,"), []byte(".FastMCP)"), []byte(".FastMCP["), []byte(".FastMCP,"),
	[]byte("(MCPServer)"), []byte("(MCPServer["), []byte("(MCPServer,"), []byte(".MCPServer)"), []byte(".MCPServer["), []byte(".MCPServer,"),
}

func (lang) Needles() [][]byte { return needles }

// Admit has a file without a needle parsed when a decorator at the start of one of its lines is
// named like a tool registrar of the project's own (@flat_tool(...), @register_tool): a
// decorator imported from another module may hand what it decorates to the server
// (paramreg.go), and the module that decorates with it spells no MCP name. Files with a
// decorator of another name are still extracted when the decorator's module says it registers
// (the linker wants the files that spell its name). It also has a file parsed that hands a
// server its lifespan (lifespan=): the classes the lifespan builds into its context are what
// tools of other files call through it (lifespan.go), and a server module that registers its
// tools through functions of other modules holds no needle. So does a module that removes
// tools from a server of another module (removals.go). So does a module that looks a module's
// functions up by a name known at run time, getattr(tools, name) (registered.go): it may run
// the register functions of another module (register_x(mcp) in a loop over tools.__all__)
// without spelling their names.
func (lang) Admit(path string, src []byte) bool {
	return mayDecorateTool(src) || bytes.Contains(src, []byte("lifespan=")) || bytes.Contains(src, []byte("remove_tool(")) ||
		getattrByName(src)
}

// getattrByName reports whether src may call getattr(m, name) on a name that an import of the
// file may bind (not self or cls: importBinds) with a second argument that is no string literal.
// The rule reads only getattr on an imported module (registered.go calledGetattr, over the
// file's imported names); a library looks up members of its own objects by name everywhere
// (getattr(obj, attr)), and admitting those files parsed, on a root that holds a copy of
// dist-packages, 140 modules of pip and setuptools whose pending findings then wanted 248 more.
func getattrByName(src []byte) bool {
	for _, end := range extract.Words(src, []byte("getattr"), isIdentByte) {
		i := skipBlank(src, end)
		if extract.At(src, i) != '(' {
			continue
		}
		i = extract.SkipSpace(src, i+1)
		j := i
		for j < len(src) && isIdentByte(src[j]) {
			j++
		}
		if j == i || string(src[i:j]) == "self" || string(src[i:j]) == "cls" || !importBinds(src, src[i:j]) {
			continue
		}
		j = extract.SkipSpace(src, j)
		if extract.At(src, j) != ',' {
			continue
		}
		if k := extract.SkipSpace(src, j+1); k < len(src) && src[k] != '"' && src[k] != '\'' && src[k] != ')' {
			return true
		}
	}
	return false
}

// importBinds reports whether an import statement of src may bind name: name stands as a whole
// word after the import keyword of a statement (import name, import m as name, from m import
// name, from m import (a,\n name)), which runs to a line end outside parentheses and not after
// a backslash. A comment in a parenthesized import may hold a parenthesis: the statement then
// runs to the end of the file, which only lets more files through.
func importBinds(src, name []byte) bool {
	for _, end := range extract.Words(src, []byte("import"), isIdentByte) {
		depth, stop := 0, len(src)
	scan:
		for k := end; k < len(src); k++ {
			switch src[k] {
			case '(':
				depth++
			case ')':
				depth--
			case '\\':
				k++ // a continued line
			case '#':
				if depth > 0 {
					break scan // its parentheses may be unbalanced: to the end of the file
				}
				if nl := bytes.IndexByte(src[k:], '\n'); nl >= 0 {
					stop = k + nl
				}
				break scan
			case '\n':
				if depth <= 0 {
					stop = k
					break scan
				}
			}
		}
		for range extract.Words(src[end:stop], name, isIdentByte) {
			return true
		}
	}
	return false
}

// mayDecorateTool reports whether some line of src starts (after indentation) with @name,
// name an identifier ending in "_tool" or "_tools" and going on with "(" or a line end.
func mayDecorateTool(src []byte) bool {
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte("_tool"))
		if j < 0 {
			return false
		}
		at := i + j
		i = at + len("_tool")
		end := i
		if end < len(src) && src[end] == 's' {
			end++
		}
		if end < len(src) && src[end] != '(' && src[end] != '\n' && src[end] != '\r' {
			continue
		}
		k := at
		for k > 0 && isIdentByte(src[k-1]) {
			k--
		}
		if k == 0 || src[k-1] != '@' {
			continue
		}
		l := k - 1
		for l > 0 && (src[l-1] == ' ' || src[l-1] == '\t') {
			l--
		}
		if l == 0 || src[l-1] == '\n' {
			return true
		}
	}
}

// mayHaveSite reports whether a file holds the isError key that every errorresult site spells.
func mayHaveSite(src []byte) bool {
	return bytes.Contains(src, []byte("isError")) || bytes.Contains(src, []byte("is_error"))
}

// Extract runs every Python rule on one parsed file.
func (lang) Extract(f *extract.File) (extract.Result, error) {
	var res extract.Result
	if f.Tree == nil {
		return res, fmt.Errorf("%s: no syntax tree", f.Path)
	}
	qs, err := queries()
	if err != nil {
		return res, err
	}
	sited := mayHaveSite(f.Src)
	if _, err := qs.forFile(sited); err != nil { // compiled on first use
		return res, err
	}
	if f.Project == nil {
		f = withEmptyProject(f)
	}
	c := newFileCtxSited(f, qs, sited)
	var sites []*site
	if c.sited {
		sites = c.errorResults()
	}
	sites = append(sites, c.raisedErrors()...)
	sites = append(sites, c.problems(sites)...)
	// The cross-file half (summaries, edges, findings that other files decide) is for the code
	// that runs as a server: a test's or a vendored copy's functions are no tool's callees.
	cross := crossFile(f.Context)
	if cross {
		reached := c.reachedProblems()
		sites = append(append(sites, reached...), c.objectToolSites(reached)...) // objecttools.go
		c.markConvertible(sites)
		c.markTried(sites) // deadexcept.go
		c.markCoroutineTests(sites)
	}
	sites = append(sites, c.internalLeaks(sites)...)
	c.onSubclass(sites)
	c.onParamTools(sites)  // paramtools.go
	c.onServerTools(sites) // removals.go
	helpers := map[string]bool{}
	// A site whose finding waits for the link is copied into res.Pending, a large struct each:
	// the list is made once for as many as may wait, not grown by doubling.
	waiting := 0
	for _, st := range sites {
		if st.pending != nil || len(st.payload.calls) > 0 && st.rule == "errorresult" || len(st.toolErrorKeys) > 0 && cross {
			waiting++
		}
	}
	if waiting > 0 {
		res.Pending = make([]extract.Pending, 0, waiting)
	}
	for _, st := range sites {
		if len(st.payload.calls) > 0 && st.rule == "errorresult" {
			// Its typed fields may come from functions of other modules: the link completes them.
			if st.pending == nil {
				st.pending = &extract.Pending{}
			}
			st.pending.Typing = &extract.Typing{Calls: st.payload.calls}
		}
		if st.pending == nil && len(st.toolErrorKeys) > 0 && cross {
			st.pending = &extract.Pending{}
		}
		if st.pending != nil {
			if st.pending.Typing != nil && st.helper != "" && !helpers[st.helper] {
				helpers[st.helper] = true
				res.Helpers = append(res.Helpers, extract.Helper{Key: st.helper, PathKey: pathKeyOf(c, st)})
			}
			p := *st.pending // a copy: an internalleak site of the raise shares the pointer
			p.Finding = c.finding(st)
			if len(st.toolErrorKeys) > 0 && cross {
				// raise handle_error(e) of another module's factory: the factory's module says
				// whether the client reads a ToolError's text (toolerrorfactory.go).
				p.Reword, p.RewordIf, p.Reworded = st.toolErrorKeys, extract.Holds, st.toolErrorMessage
			}
			res.Pending = append(res.Pending, p)
			continue
		}
		res.Findings = append(res.Findings, c.finding(st))
		if st.helper != "" && !helpers[st.helper] {
			helpers[st.helper] = true
			res.Helpers = append(res.Helpers, extract.Helper{Key: st.helper, PathKey: pathKeyOf(c, st)})
		}
	}
	res.Calls = c.calls()
	if cross {
		res.Calls = append(res.Calls, c.edges()...)
		res.Calls = c.dropRegisteringCalls(res.Calls)    // paramreg.go
		res.Calls = c.dropTableRegistrarCalls(res.Calls) // tabletools.go
		res.Summaries = c.summaries(sites)
		sums, calls := c.objectAliases()
		res.Summaries, res.Calls = append(res.Summaries, sums...), append(res.Calls, calls...)
		sums, calls = c.factoryAliases()
		res.Summaries, res.Calls = append(res.Summaries, sums...), append(res.Calls, calls...)
		calls, sums = c.cacheEdges()
		res.Calls, res.Summaries = append(res.Calls, calls...), append(res.Summaries, sums...)
		res.Summaries = append(res.Summaries, c.filledSummaries()...)
		res.Summaries = append(res.Summaries, c.namedObjects()...)       // registered.go
		res.Summaries = append(res.Summaries, c.plainClasses()...)       // plaininstances.go
		res.Summaries = append(res.Summaries, c.strConstants()...)       // constshapes.go
		res.Summaries = append(res.Summaries, c.errorFields()...)        // modelsplat.go
		res.Summaries = append(res.Summaries, c.errorModels()...)        // errormodel.go
		res.Summaries = append(res.Summaries, c.passedParams()...)       // passedthrough.go
		res.Summaries = append(res.Summaries, c.passedMethodParams()...) // inheritedpass.go
		res.Summaries = append(res.Summaries, c.flaggedReturns()...)     // rebuiltitems.go
		res.Summaries = append(res.Summaries, c.toolErrorFactories()...) // toolerrorfactory.go
		res.Summaries = append(res.Summaries, c.adderSums()...)          // adderparam.go
		res.Helpers = append(res.Helpers, c.cacheHelpers()...)
		sums, calls = c.dataclassInits() // dataclassinit.go
		res.Summaries, res.Calls = append(res.Summaries, sums...), append(res.Calls, calls...)
		sums, calls = c.serverClasses()
		res.Summaries, res.Calls = append(res.Summaries, sums...), append(res.Calls, calls...)
		res.Calls = append(res.Calls, c.subclassEdges()...)
		res.Calls = append(res.Calls, c.wrappedListEdges()...)
		res.Aliases = append(append(c.baseAliases(), c.returnAliases()...), append(c.returnCallAliases(), c.enterAliases()...)...)
		// paramobjects.go
		res.Aliases = append(append(res.Aliases, c.initAttrAliases()...), c.inheritedInitAliases()...) // inheritedinit.go
		res.Aliases = append(append(res.Aliases, c.argAliases()...), c.paramAliases()...)
		res.Aliases = append(res.Aliases, c.paramDefaultAliases()...)                         // protocolnames.go
		res.Aliases = append(append(res.Aliases, c.reexportAliases()...), c.listAliases()...) // reexport.go, loopreg.go
		res.Aliases = append(res.Aliases, c.importedObjectAliases()...)                       // importedobjects.go
		res.Aliases = append(res.Aliases, c.rootPackageAliases()...)                          // rootpackage.go
		res.Aliases = append(res.Aliases, c.attrMemberAliases()...)                           // attrmembers.go
		res.Aliases = append(res.Aliases, c.returnMemberAliases()...)                         // memberreturns.go
		res.Classes = c.classRecords()                                                        // exceptclasses.go
		res.Aliases = append(res.Aliases, c.lifespanAliases()...)
		as, sums := c.boundRegistries() // boundreg.go
		res.Aliases = append(append(res.Aliases, as...), c.virtualAliases()...)
		res.Aliases = append(res.Aliases, c.ownVirtualAliases()...) // ownvirtual.go
		res.Aliases = append(res.Aliases, c.tableAliases()...)      // importedtable.go
		res.Aliases = append(res.Aliases, c.getterAliases()...)     // gettertable.go
		res.Aliases = append(res.Aliases, c.builtTableAliases()...) // spreadtable.go
		res.Aliases = append(res.Aliases, c.recordAliases()...)     // recordtable.go
		res.Summaries = append(res.Summaries, c.catchSums...)
		res.Summaries = append(res.Summaries, c.tableRegistrars()...) // tabletools.go
		res.Summaries = append(res.Summaries, sums...)
		for _, m := range slices.Sorted(maps.Keys(c.wantedOverrides)) {
			res.Summaries = append(res.Summaries, c.wantOverrides(m)) // elements.go
		}
		if s := c.converterSummary(); s != nil {
			res.Summaries = append(res.Summaries, *s)
		}
	}
	return res, nil
}

// crossFile reports whether files of a context take part in the cross-file rules.
func crossFile(ctx finding.Context) bool {
	switch ctx {
	case finding.Test, finding.Vendored, finding.Generated:
		return false
	}
	return true
}

func withEmptyProject(f *extract.File) *extract.File {
	g := *f
	g.Project = &extract.Project{}
	return &g
}

// pathKeyOf groups sites into semantic paths: every site a helper builds is the helper's path;
// an inline site is the path of its function, API and shape.
func pathKeyOf(c *fileCtx, st *site) string {
	if st.helper != "" {
		return "python:" + st.helper
	}
	return fmt.Sprintf("python:%s:%s:%s:%s", c.f.Path, c.funcName(st.def), st.api, st.payload.shape)
}

// relate adds related places to a site, and to its brief when it has one.
func (st *site) relate(rs ...finding.Related) {
	st.related = append(st.related, rs...)
	if st.brief != nil {
		st.brief = append(st.brief, rs...)
	}
}

func (c *fileCtx) finding(st *site) finding.Finding {
	a, sp := st.anchor.StartPoint(), st.span
	fd := finding.Finding{
		Rule: st.rule, Line: int(a.Row) + 1, Column: int(a.Column) + 1,
		StartLine: int(sp.StartPoint().Row) + 1, EndLine: int(sp.EndPoint().Row) + 1,
		Message: st.message, Method: finding.TreeSitter,
		Site: &finding.Site{Construct: st.construct, API: st.api, Function: c.funcName(st.def),
			Shape: st.payload.shape, Typed: st.payload.typed, PathKey: pathKeyOf(c, st),
			Profile: finding.Profile(st.outcome, st.payload.typed), Outcome: st.outcome},
		Related: st.related, Brief: st.brief,
	}
	if c.definedByTest(st.def) {
		fd.Context = finding.Test
	}
	return fd
}

// definedByTest reports whether def, in a production file, lies inside a test function: a
// function named test or test_* (pytest's and unittest's convention), not itself a tool. A tool
// such a function defines exists only while the test runs (a server built in a test module of
// the package, or in a self-check of the server's own file); a tool named test_connection is a
// tool, and its findings stay production.
func (c *fileCtx) definedByTest(def *sitter.Node) bool {
	if def == nil || c.f.Context != finding.Production {
		return false
	}
	for p := extract.Parent(def); p != nil; p = extract.Parent(p) {
		if extract.Type(p) != "function_definition" || c.tools[extract.StartByte(p)] != nil {
			continue
		}
		if name := c.text(extract.Field(p, "name")); name == "test" || strings.HasPrefix(name, "test_") {
			return true
		}
	}
	return false
}
