package guidance

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	lexicon "github.com/mcperr/mcperr/scanner/guidance"
	"github.com/mcperr/mcperr/scanner/rule"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// Analyzer reports error results whose text and typed guidance disagree, and go-sdk SetError
// calls that keep a Content text contradicting the recorded error.
var Analyzer = guard.New(&analysis.Analyzer{
	Name:      "guidance",
	Doc:       rule.MustLookup("guidance").Doc(),
	URL:       rule.MustLookup("guidance").HelpURI(),
	Requires:  []*analysis.Analyzer{mcpsdk.Analyzer, inspect.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(helperFact)},
})

// helperFact summarises a function that builds and returns a tool result whose text or typed
// fields come from its parameters, so that its call sites, where the arguments are known, can be
// checked.
type helperFact struct {
	SDK        mcpsdk.SDK
	IsError    bool
	Text       string // the text the model reads, with parameter markers
	Blocks     int
	Structured typedFact
	Meta       typedFact
	// At lists where the helper builds the result, and where the helpers it calls for it do:
	// the related places of a finding at one of its calls.
	At []helperPlace
}

// helperPlace is a place where a helper builds a result.
type helperPlace struct {
	At     place.Place
	Helper string
}

// typedFact is a typed guidance in a fact.
type typedFact struct {
	Says, Denies lexicon.Set
	Params       []keyParam // fields set from parameters
}

func toFact(t typed) typedFact {
	return typedFact{Says: t.g.Says, Denies: t.g.Denies, Params: t.params}
}

func (*helperFact) AFact() {}

func (f *helperFact) String() string {
	t, _ := plain(fill(f.Text, func(i int) string { return fmt.Sprintf("$%d", i) }))
	return fmt.Sprintf("helper(error=%v text=%q structured=%s meta=%s)", f.IsError, t, f.Structured, f.Meta)
}

func (f typedFact) String() string {
	s := lexicon.Guidance{Says: f.Says, Denies: f.Denies}.String()
	for _, p := range f.Params {
		s += fmt.Sprintf(" %s=$%d", p.Key, p.Param)
	}
	return s
}

type checker struct {
	pass *analysis.Pass
	info *mcpsdk.Info
	res  *place.Resolver
	// local holds the helpers of this package, found before their call sites are checked.
	local map[*types.Func]*helperFact
	// summarized holds the sites that are checked at their helper's call sites instead.
	summarized map[ast.Node]bool
	// imported holds the helper facts of the functions of other packages called here, looked up
	// once each (nil: none).
	imported map[*types.Func]*helperFact
}

func run(pass *analysis.Pass) (any, error) {
	info := pass.ResultOf[mcpsdk.Analyzer].(*mcpsdk.Info)
	if !mcpsdk.IsMainModule(pass) {
		return nil, nil
	}
	c := &checker{pass: pass, info: info, res: place.NewResolver(pass.Fset), local: map[*types.Func]*helperFact{},
		summarized: map[ast.Node]bool{}, imported: map[*types.Func]*helperFact{}}
	units := c.units()
	// Helpers first, so that calls of a helper declared later in the package are checked too;
	// a helper calling another helper is summarised after it when declared after it.
	for _, u := range units {
		u.collect()
		if fn := u.fn(); fn != nil {
			if f, at := c.summary(u); f != nil {
				c.local[fn] = f
				c.summarized[at] = true
				pass.ExportObjectFact(fn, f)
			}
		}
	}
	for _, u := range units {
		// A unit is collected again only when it calls a helper of this package that was
		// summarised after the unit's first collection: otherwise the same sites come out.
		if slices.ContainsFunc(u.unknown, func(fn *types.Func) bool { return c.local[fn] != nil }) {
			u.sites, u.returned, u.unknown = nil, nil, nil
			u.collect()
		}
		for _, st := range u.sites {
			if !c.summarized[st.at] && !(st.returnedErr && !st.returnedOK) {
				c.check(u, st)
			}
		}
	}
	return nil, nil
}

// unitNodes are the nodes units looks at, for the inspector.
var unitNodes = []ast.Node{(*ast.File)(nil), (*ast.GenDecl)(nil), (*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)}

// units returns every function body of the package: declarations and literals, in source order.
func (c *checker) units() []*unit {
	var out []*unit
	encl := ""
	in := c.pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	w := walk.New(in)
	in.Preorder(unitNodes, func(n ast.Node) {
		var ft *ast.FuncType
		var body *ast.BlockStmt
		var name string
		switch x := n.(type) {
		case *ast.File, *ast.GenDecl:
			encl = "" // a literal at package level
			return
		case *ast.FuncDecl:
			ft, body, name = x.Type, x.Body, "function "+x.Name.Name
			encl = x.Name.Name
		case *ast.FuncLit:
			ft, body, name = x.Type, x.Body, "a func literal"
			if encl != "" {
				name += " in " + encl
			}
		}
		if body == nil {
			return
		}
		h := c.info.HandlerOf(n)
		if h != nil {
			if _, lit := n.(*ast.FuncLit); lit {
				name = "the tool handler literal" + strings.TrimPrefix(name, "a func literal")
			} else {
				name = "tool handler " + h.Name
			}
		}
		u := &unit{pass: c.pass, ftype: ft, body: body, walk: w, name: name, node: n}
		if h != nil {
			u.kind = h.Kind
		}
		u.helper = c.helperSite
		out = append(out, u)
	})
	return out
}

// fn returns the declared function of a unit, or nil for a literal.
func (u *unit) fn() *types.Func {
	if fd, ok := u.node.(*ast.FuncDecl); ok {
		f, _ := u.pass.TypesInfo.Defs[fd.Name].(*types.Func)
		return f
	}
	return nil
}

// summary returns the helper fact of a function that returns one result site whose text or
// typed fields depend on its parameters, when nothing is wrong with its constant parts already.
func (c *checker) summary(u *unit) (*helperFact, ast.Node) {
	var st *site
	for _, r := range u.returned {
		if r == nil {
			continue
		}
		if st != nil && st != r {
			return nil, nil // several results: no single summary
		}
		st = r
	}
	if st == nil || u.fn().Type().(*types.Signature).Results().Len() == 0 {
		return nil, nil
	}
	text := c.textOf(st)
	if !hasParams(text) && len(st.typed().params) == 0 {
		return nil, nil
	}
	if c.disagreement(st, text) != "" || c.keptContradiction(st) != "" {
		return nil, nil // reported in the helper itself
	}
	at := append([]helperPlace{{At: place.Of(c.pass, st.at), Helper: u.fn().Name()}}, st.helperAt...)
	return &helperFact{SDK: st.sdk, IsError: st.isError, Text: text, Blocks: st.blocks,
		Structured: toFact(st.structured), Meta: toFact(st.meta), At: at}, st.at
}

// helperSite returns the site a call of a summarised helper builds, with the arguments filled in.
func (c *checker) helperSite(u *unit, call *ast.CallExpr, fn *types.Func) *site {
	f := c.local[fn]
	if f == nil && fn.Pkg() == c.pass.Pkg {
		u.unknown = append(u.unknown, fn) // perhaps a helper summarised later
		return nil
	}
	if f == nil {
		var ok bool
		if f, ok = c.imported[fn]; !ok {
			f = new(helperFact)
			if !c.pass.ImportObjectFact(fn, f) {
				f = nil
			}
			c.imported[fn] = f
		}
		if f == nil {
			return nil
		}
	}
	return &site{at: call, sdk: f.SDK, isError: f.IsError, blocks: f.Blocks, helper: fn.Name(), helperAt: f.At,
		content:    fill(f.Text, func(i int) string { return argText(u, call, i) }),
		structured: argTyped(u, call, f.Structured), meta: argTyped(u, call, f.Meta)}
}

// argText is the text of a call's i-th argument, in the caller's terms.
func argText(u *unit, call *ast.CallExpr, i int) string {
	if i >= len(call.Args) {
		return gap
	}
	return u.eval().text(call.Args[i], 0)
}

// argTyped is a helper's typed guidance with the fields set from parameters filled in.
func argTyped(u *unit, call *ast.CallExpr, f typedFact) typed {
	t := typed{g: lexicon.Guidance{Says: f.Says, Denies: f.Denies}}
	for _, p := range f.Params {
		if p.Param < len(call.Args) {
			t = t.merge(u.eval().field(p.Key, call.Args[p.Param], 0))
		}
	}
	return t
}

// textOf returns the text the model reads: Content, or, for a go-sdk SetError that replaces it
// (Content empty, or go-sdk before v1.6.0), the error's text.
func (c *checker) textOf(st *site) string {
	if st.setError != nil && (st.blocks == 0 || !c.keepsContent()) {
		return st.errText
	}
	return st.content
}

// keepsContent reports whether go-sdk's SetError keeps a Content already set (v1.6.0 and later,
// and an unknown version, for which the newest behaviour is assumed).
func (c *checker) keepsContent() bool { return !c.info.Versions[mcpsdk.GoSDK].Less(1, 6, 0) }

// disagreement says how the text the model reads and the typed fields disagree, or "".
func (c *checker) disagreement(st *site, text string) string {
	if !st.isError {
		return ""
	}
	t, known := plain(text)
	if !known {
		return ""
	}
	return lexicon.Disagreement(lexicon.Text(t), st.typed().g)
}

// keptContradiction says how a Content text that SetError keeps contradicts the recorded error,
// or "".
func (c *checker) keptContradiction(st *site) string {
	if st.setError == nil || st.blocks <= 0 || !c.keepsContent() {
		return ""
	}
	content, ok1 := plain(st.content)
	errText, ok2 := plain(st.errText)
	if !ok1 || !ok2 {
		return ""
	}
	cg, eg := lexicon.Text(content), lexicon.Text(errText)
	if lexicon.Disagreement(cg, eg) == "" {
		return ""
	}
	return fmt.Sprintf("the model reads the kept text %q (%s) while the recorded error %q says %s", clip(display(st.content)), cg, clip(display(st.errText)), eg)
}

// check reports one site of a unit.
func (c *checker) check(u *unit, st *site) {
	where := "isError result in " + u.name
	if st.helper != "" {
		where = "isError result of helper " + st.helper + " called in " + u.name
	}
	if why := c.keptContradiction(st); why != "" {
		kept := "go-sdk " + c.info.Versions[mcpsdk.GoSDK].Raw + " keeps it"
		if !c.info.Versions[mcpsdk.GoSDK].Known() {
			kept = "go-sdk keeps it since v1.6.0; no version was found, so the newest behaviour is assumed"
		}
		c.pass.Reportf(st.setError.Pos(), "SetError in %s keeps the Content already set (%s) and records an error that contradicts it: %s; leave Content empty so the error's text is used, or make them say the same thing",
			u.name, kept, why)
	}
	text := c.textOf(st)
	why := c.disagreement(st, text)
	if why == "" {
		return
	}
	t, _ := plain(text)
	at := st.at
	if st.setError != nil {
		at = st.setError
	}
	d := analysis.Diagnostic{Pos: at.Pos(), Message: fmt.Sprintf("%s: %s (text %q: %s; typed: %s); the model acts on the text and the client on the typed fields, so they recover differently: make both say the same thing",
		where, why, clip(display(text)), lexicon.Text(t), st.typed().g)}
	for _, h := range st.helperAt {
		d.Related = append(d.Related, c.res.Related(h.At, "helper "+h.Helper+" builds the result here"))
	}
	c.pass.Report(d)
}

// display returns a text for a message, with "..." for its unknown parts.
func display(s string) string {
	return strings.ReplaceAll(fill(s, func(int) string { return gap }), gap, "...")
}

// clip shortens a text for a message.
func clip(s string) string {
	r := []rune(s)
	if len(r) > 80 {
		return string(r[:77]) + "..."
	}
	return s
}
