package typescript

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Registration functions and forwarders of another module (tables.go, forwarders.go):
//
//	// utils/handlers.ts
//	export function createHandler(name, description, shape, handler) {
//	  const cb = async (args) => {
//	    try { return { content: [{ type: "text", text: JSON.stringify(await handler(args)) }] }; }
//	    catch (e) { return { isError: true, content: [...] }; }
//	  };
//	  server.tool(name, description, shape, cb);
//	}
//	// tools/tasks.ts, imported for its side effect
//	import { createHandler } from "../utils/handlers.js";
//	createHandler("get_task", "...", { id: z.string() }, async ({ id }) => { ... });
//
// The defining module says, for each registration function or forwarder of a high-level
// registration (McpServer's tool, registerTool), what it does with the parameter it hands on:
// it registers the key "<module>#createHandler!xreg@3:<how>" (xregKey) as a tool named after
// whatever that key names (ToolNamedByTarget; of kind high, or of none when its catch answers
// what the callback throws), and gives "<that key>!h" the fact Holds. <how> is "w" when a
// wrapper builds the result from what the callback returns and "s" when it catches what the
// callback throws, "-" for either when not. It also asks for the files that spell the
// function's name: a summary conditional on "<module>#createHandler#used", which no file gives,
// makes the index want its callers, and the calls pass extracts those without a needle.
//
// A file that calls a function imported from a relative module (by name, as the default export,
// or as a member of a namespace) with a string among its first arguments (the tool's name) and a
// function of the file after it is extracted once as it is, and once for each <how> with every
// such function registered as the defining module would register it (a derived McpServer tool,
// wrapped and shielded as <how> says). Its aliases make each way's key name the function, so
// that the registration of the way the defining module says goes to it. A finding that only
// the registered runs yield is pending on that: its function is a tool (Within the callback
// that holds it, Tool) and one of the ways of the runs that yield it Holds (Also). A pending
// finding that only they yield needs the same (one with an Also of its own is left out). A
// finding of the file's own that some run drops stands unless a way of those runs Holds. The
// callback's summary and calls are the wrapped unshielded run's, without the tool that run
// lends it. Nothing is registered in a test, nor a function the file registers already; a
// function imported from a third module and handed on is not followed.

// xregMark joins a registration function's key, the parameter it registers and how.
const xregMark = "!xreg@"

// xregHolds ends the key whose fact Holds when its registration function registers so.
const xregHolds = "!h"

// xregHows are the ways a registration function may register a callback: wrapped (w) or not,
// shielded (s) or not.
var xregHows = []string{"--", "w-", "-s", "ws"}

// xregKey returns the key that says the function with key registers its parameter i so.
func xregKey(key string, i int, how string) string {
	return key + xregMark + strconv.Itoa(i) + ":" + how
}

// xregHow spells a way of registering.
func xregHow(wrapped, shielded bool) string {
	how := []byte("--")
	if wrapped {
		how[0] = 'w'
	}
	if shielded {
		how[1] = 's'
	}
	return string(how)
}

// xregWrapped and xregShielded read a way that xregHow spells.
func xregWrapped(how string) bool  { return how[0] == 'w' }
func xregShielded(how string) bool { return how[1] == 's' }

// regFunction is a registration function or forwarder of the file, by what it registers.
type regFunction struct {
	fn, inner *sitter.Node // the function, and its SDK registration call
	param     int          // the parameter it registers
	how       string       // xregHow
}

// noteRegistrationFunction records a function of the file that registers its parameter i as a
// high-level tool's callback, for the modules that import it.
func (f *file) noteRegistrationFunction(fn, inner *sitter.Node, i int, wrapped, shielded bool) {
	if fn == nil || inner == nil || i < 0 || f.Context == finding.Test {
		return
	}
	f.regFuncs = append(f.regFuncs, regFunction{fn: fn, inner: inner, param: i, how: xregHow(wrapped, shielded)})
}

// regFunctionSummaries returns the summaries of the file's registration functions (xregKey,
// and, for one the module exports, the one that asks for their callers), and the aliases that name them by "default" when
// the module exports one by default.
func (f *file) regFunctionSummaries() ([]extract.Summary, []extract.Alias) {
	var sums []extract.Summary
	var aliases []extract.Alias
	def := ""
	if len(f.regFuncs) > 0 {
		def = f.defaultFunctionKey()
	}
	seen := map[string]bool{}
	for _, rf := range f.regFuncs {
		key := f.keyOf(rf.fn)
		if key == "" || !strings.HasPrefix(key, f.modPath+"#") || strings.ContainsAny(key[len(f.modPath)+1:], ".@!") {
			continue // a method, an anonymous function: no import names it
		}
		k := xregKey(key, rf.param, rf.how)
		if seen[k] {
			continue
		}
		seen[k] = true
		name := f.displayName(rf.fn)
		pn := paramName(argument(extract.Field(rf.fn, "parameters"), rf.param), f.Src)
		if pn == "" {
			pn = "its argument " + strconv.Itoa(rf.param+1)
		}
		xs := f.xregSummaries(rf, k, name)
		sums = append(sums, xs[0])
		if key == def {
			sums = append(sums, f.xregSummaries(rf, f.modPath+"#default"+strings.TrimPrefix(k, key), name)[0]) // as its importers name it
		}
		sums = append(sums, xs[1])
		if !seen[key] && (key == def || f.exportsFunction(rf.fn, name)) {
			seen[key] = true
			sums = append(sums, extract.Summary{Key: key + "!xwant", Name: name, Line: line(rf.fn), Column: column(rf.fn),
				Facts: extract.Holds, Via: []string{key + extract.UsedMark}})
		}
		if key == def {
			aliases = append(aliases, extract.Alias{From: f.modPath + "#default" + strings.TrimPrefix(k, key) + xregHolds, To: k + xregHolds})
		}
	}
	return sums, aliases
}

// xregSummaries returns the summaries that say a registration function registers its
// parameter so (key, an xregKey): its registration of whatever the key names, then the fact
// Holds of key + xregHolds.
func (f *file) xregSummaries(rf regFunction, key, name string) []extract.Summary {
	kind := highLevel
	if xregShielded(rf.how) {
		kind = "" // its catch answers what the callback throws: no callee's throw reaches the SDK
	}
	return []extract.Summary{
		{Key: key, Line: line(rf.inner), Column: column(rf.inner), Tool: extract.ToolNamedByTarget, ToolKind: kind, Registration: true},
		// No place of its own: the registration the tool is named by stands in related.
		{Key: key + xregHolds, Name: name, Line: line(rf.fn), Column: column(rf.fn), Facts: extract.Holds},
	}
}

// exportsFunction reports whether the module exports fn, named name, for other modules to
// import: declared in an export statement, named in an export clause of the module's own
// (`export { createHandler }`), or a CommonJS module's (whose exports the bytes tell).
func (f *file) exportsFunction(fn *sitter.Node, name string) bool {
	if f.isExported(fn) || f.srcHas("module.exports") || f.srcHas("exports."+name) {
		return true
	}
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) != "export_statement" || extract.Field(st, "source") != nil || extract.Field(st, "declaration") != nil {
			continue
		}
		found := false
		f.walkAll(st, func(n *sitter.Node) {
			if extract.Type(n) == "export_specifier" && text(extract.Field(n, "name"), f.Src) == name {
				found = true
			}
		})
		if found {
			return true
		}
	}
	return false
}

// xregCall is a call of a function of another module that hands it a tool name and a function
// of the file: maybe a registration function's.
type xregCall struct {
	call *sitter.Node
	keys []string // the callee's keys
	tool string   // the tool's name, as the call spells it
	args []xregArg
	// validated: a call of a registration method of a subclass of McpServer (subclassreg.go),
	// which hands the SDK the arguments of its tool overloads; the SDK parses the callback's
	// arguments with the schema the call gives.
	validated bool
}

// xregArg is a function a call hands over, by its argument's index.
type xregArg struct {
	at   int
	node *sitter.Node // the argument
	fn   *sitter.Node // the function it is
}

// importedRegCalls returns the calls of the file that may hand a callback to another module's
// registration function: a string among their first three arguments, and after it a function.
func (f *file) importedRegCalls() []xregCall {
	if f.Context == finding.Test || len(f.imports) == 0 {
		return nil
	}
	var out []xregCall
	for _, m := range f.matches(qCalls) {
		call, callee := m[capSite], m[capCallee]
		if call == nil || callee == nil {
			continue
		}
		keys, validated := f.importedCalleeKeys(callee), false
		if len(keys) == 0 {
			keys = f.subclassCalleeKeys(callee) // subclassreg.go
			validated = len(keys) > 0
		}
		if len(keys) == 0 || f.inRegisteredFunction(call) {
			continue
		}
		// The tool's name: the first argument that is a string (`register(server, "ask", ...)`).
		args := extract.Field(call, "arguments")
		n, name := 0, ""
		for ; n < 3 && name == ""; n++ {
			if argument(args, n) == nil {
				break
			}
			name = f.toolName(argument(args, n))
		}
		if name == "" {
			continue
		}
		c := xregCall{call: call, keys: keys, tool: name, validated: validated}
		for i := n; ; i++ {
			a := argument(args, i)
			if a == nil {
				break
			}
			u := unwrap(a)
			if u == nil || !f.parents.isFunction(u) && extract.Type(u) != "identifier" {
				continue
			}
			if extract.Type(u) == "identifier" {
				if _, imported := f.imports[extract.Content(u, f.Src)]; imported {
					continue
				}
			}
			fn := f.functionValue(a, 0)
			if fn == nil || f.regByFn[fn.ID()] != nil {
				continue
			}
			c.args = append(c.args, xregArg{at: i, node: a, fn: fn})
		}
		if len(c.args) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// inRegisteredFunction reports whether a call runs inside a function the file registers: a
// tool's handler that hands its work to a runner (`withClient("op", (c) => c.get(id))`), no
// registration.
func (f *file) inRegisteredFunction(call *sitter.Node) bool {
	for fn := f.enclosingFunction(call); fn != nil; fn = f.enclosingFunction(fn) {
		if f.regByFn[fn.ID()] != nil {
			return true
		}
	}
	return false
}

// importedCalleeKeys returns the keys of a callee that is a function imported from a relative
// module: by name, as the default export, or as a member of a namespace import; nil otherwise.
func (f *file) importedCalleeKeys(callee *sitter.Node) []string {
	id, member := f.importRef(unwrap(callee))
	if id == nil {
		return nil
	}
	name := extract.Content(id, f.Src)
	b, ok := f.imports[name]
	if !ok {
		return nil
	}
	if fn, _ := f.shadowingParam(name, id); fn != nil {
		return nil
	}
	base, rel := f.relativeModule(b.module)
	if !rel || base == f.modPath {
		return nil
	}
	switch {
	case member != "" && b.name == "*":
		return moduleKeys(base, member)
	case member != "" || b.name == "*" || b.name == "":
		return nil
	}
	return moduleKeys(base, b.name)
}

// xregVariant is one way of registering the callbacks of the file's xregCalls, for a run.
type xregVariant struct {
	how   string
	calls []xregCall
	// base is the file's own run: a run of the same tree takes its query matches, parent
	// index and the answers that read the tree alone (newFileVariant) instead of reading the
	// tree again.
	base *file
}

// indexImportedRegistrations registers, in a run for a variant, the functions the file hands to
// other modules' maybe registration functions, as the variant says they register them.
func (f *file) indexImportedRegistrations() {
	v := f.xreg
	if v == nil {
		return
	}
	for _, c := range v.calls {
		for _, a := range c.args {
			if f.regByFn[a.fn.ID()] != nil {
				continue
			}
			f.register(&registration{kind: regTool, api: "McpServer.tool", tool: c.tool, call: c.call,
				wrapped: xregWrapped(v.how), shielded: xregShielded(v.how), via: c.call, derived: true, validated: c.validated,
				viaMsg: "the call of " + clip(text(extract.Field(c.call, "function"), f.Src)) + ", another module's function, that hands it over"}, a.node)
		}
	}
}

// xregCallback is a function registered in the runs, with the keys of its call's ways.
type xregCallback struct {
	fn   *sitter.Node
	key  string              // its key in the runs
	keys map[string][]string // by how: the callee's xregKeys for its argument
}

// withImportedRegistrations completes a file's result with its registration functions'
// summaries, and with what the functions it hands to other modules' registration functions
// yield as their tools (the runs for each way, xregVariant).
func withImportedRegistrations(ef *extract.File, qs *compiled, f *file, res extract.Result) (extract.Result, error) {
	sums, aliases := f.regFunctionSummaries()
	res.Summaries = append(res.Summaries, sums...)
	res.Summaries = append(res.Summaries, f.instanceRegSummaries()...) // instancereg.go
	res.Summaries = append(res.Summaries, f.subclassRegSummaries()...) // subclassreg.go
	res.Aliases = append(res.Aliases, aliases...)
	calls := f.importedRegCalls()
	if len(calls) == 0 {
		return res, nil
	}
	runs := map[string]extract.Result{}
	var shown *file // the run whose summaries stand for the callbacks': wrapped, unshielded
	for _, how := range xregHows {
		vf, vres, err := extractFile(ef, qs, &xregVariant{how: how, calls: calls, base: f})
		if err != nil {
			return extract.Result{}, err
		}
		runs[how] = vres
		if how == "w-" {
			shown = vf
		}
	}
	var cbs []xregCallback
	for _, c := range calls {
		for _, a := range c.args {
			cb := xregCallback{fn: a.fn, key: shown.keyOf(a.fn), keys: map[string][]string{}}
			if cb.key == "" {
				continue
			}
			for _, how := range xregHows {
				for _, k := range c.keys {
					cb.keys[how] = append(cb.keys[how], xregKey(k, a.at, how))
					// The registration of the way names the callback: it is the tool when its
					// function registers so.
					res.Aliases = append(res.Aliases, extract.Alias{From: xregKey(k, a.at, how), To: cb.key})
				}
			}
			cbs = append(cbs, cb)
		}
	}
	if len(cbs) == 0 {
		return res, nil
	}
	// cond makes a finding of the runs wait for the ways hows of the callback that holds it (or,
	// outside every callback, of any): the callback is the tool, registered so.
	cond := func(p *extract.Pending, hows []string) {
		var holder *xregCallback
		for i := range cbs {
			if within(cbs[i].fn, p.Finding) {
				holder = &cbs[i] // the innermost: later ones may be nested in it
			}
		}
		var also []string
		for i := range cbs {
			if holder != nil && &cbs[i] != holder {
				continue
			}
			for _, how := range hows {
				for _, k := range cbs[i].keys[how] {
					also = append(also, k+xregHolds)
				}
			}
		}
		if p.Within == "" {
			p.Within, p.Tool = cbs[0].key, true
			if holder != nil {
				p.Within = holder.key
			}
		}
		p.Also, p.AlsoNeed = also, extract.Holds
	}
	// Findings.
	base := map[string]bool{}
	for _, fd := range res.Findings {
		base[findingID(fd)] = true
	}
	inRun := map[string][]string{} // finding -> the ways whose runs yield it
	var order []finding.Finding
	for _, how := range xregHows {
		for _, fd := range runs[how].Findings {
			id := findingID(fd)
			if len(inRun[id]) == 0 {
				order = append(order, fd)
			}
			if !slices.Contains(inRun[id], how) {
				inRun[id] = append(inRun[id], how)
			}
		}
	}
	var kept []finding.Finding
	ownShown := f.needle || lang{}.Admit(f.Path, f.Src) // else the scan reports no finding of the file's own
	for _, fd := range res.Findings {
		hows := inRun[findingID(fd)]
		if len(hows) == len(xregHows) || !ownShown {
			kept = append(kept, fd)
			continue
		}
		// A finding some way's run drops: it stands unless the callee registers so.
		var dropped []string
		for _, how := range xregHows {
			if !slices.Contains(hows, how) {
				for _, cb := range cbs {
					for _, k := range cb.keys[how] {
						dropped = append(dropped, k+xregHolds)
					}
				}
			}
		}
		res.Pending = append(res.Pending, extract.Pending{Finding: fd, Keys: dropped, Unless: extract.Holds})
	}
	res.Findings = kept
	for _, fd := range order {
		id := findingID(fd)
		if base[id] {
			continue
		}
		p := extract.Pending{Finding: fd}
		cond(&p, inRun[id])
		res.Pending = append(res.Pending, p)
	}
	// Pending findings that only the runs yield.
	basePend := map[string]bool{}
	for _, p := range res.Pending {
		basePend[pendingID(p)] = true
	}
	pendRun := map[string][]string{}
	var porder []extract.Pending
	for _, how := range xregHows {
		for _, p := range runs[how].Pending {
			id := pendingID(p)
			if basePend[id] {
				continue
			}
			if len(pendRun[id]) == 0 {
				porder = append(porder, p)
			}
			if !slices.Contains(pendRun[id], how) {
				pendRun[id] = append(pendRun[id], how)
			}
		}
	}
	for _, p := range porder {
		if len(p.Also) > 0 {
			continue // a condition of its own on another call: left out
		}
		cond(&p, pendRun[pendingID(p)])
		res.Pending = append(res.Pending, p)
	}
	return withCallbackSummaries(res, runs["w-"], cbs), nil
}

// withCallbackSummaries adds to res the summaries of the callbacks that the wrapped unshielded
// run gives, without the tool their registration in the run lends them (the registration of
// the way their callee says lends it, through the aliases), and the calls from them.
func withCallbackSummaries(res, run extract.Result, cbs []xregCallback) extract.Result {
	have := map[string]bool{}
	for _, s := range res.Summaries {
		have[s.Key] = true
	}
	want := map[string]bool{}
	for _, cb := range cbs {
		if !have[cb.key] {
			want[cb.key] = true
		}
	}
	for _, s := range run.Summaries {
		if !want[s.Key] {
			continue
		}
		s.Tool, s.ToolKind = "", ""
		res.Summaries = append(res.Summaries, s)
		have[s.Key] = true
	}
	for _, cb := range cbs {
		if !have[cb.key] {
			res.Summaries = append(res.Summaries, extract.Summary{Key: cb.key, Name: cb.key}) // a body for the registration to go to
			have[cb.key] = true
		}
	}
	// The calls from them, in place of the base run's of the same places that no function's
	// key holds (a callback at the module's top level); one that the base run keys from an
	// enclosing function stays that function's, and is the callback's too (a callback written
	// in a method: `static create(server) { server.addReadTool("x", async () => await t.get()) }`).
	at := func(c extract.Call) string { return fmt.Sprintf("%s\x00%d\x00%d", c.Key, c.Line, c.Column) }
	keyed, loose := map[string]bool{}, map[string]bool{}
	for _, c := range res.Calls {
		if c.From != "" {
			keyed[at(c)] = true
		}
	}
	for _, c := range run.Calls {
		if want[c.From] && !keyed[at(c)] {
			loose[at(c)] = true
		}
	}
	kept := res.Calls[:0:0]
	for _, c := range res.Calls {
		if !loose[at(c)] {
			kept = append(kept, c)
		}
	}
	for _, c := range run.Calls {
		if want[c.From] {
			kept = append(kept, c)
		}
	}
	res.Calls = kept
	return res
}

// within reports whether a finding lies in fn.
func within(fn *sitter.Node, fd finding.Finding) bool {
	s, e := fn.StartPoint(), fn.EndPoint()
	l, c := fd.Line-1, fd.Column-1
	if l < int(s.Row) || l > int(e.Row) {
		return false
	}
	return (l > int(s.Row) || c >= int(s.Column)) && (l < int(e.Row) || c < int(e.Column))
}

// findingID tells findings of the runs apart.
func findingID(fd finding.Finding) string {
	return fmt.Sprintf("%s\x00%d\x00%d\x00%s", fd.Rule, fd.Line, fd.Column, fd.Message)
}

// pendingID tells pending findings of the runs apart.
func pendingID(p extract.Pending) string {
	return findingID(p.Finding) + "\x00" + p.Within + "\x00" + strings.Join(p.Keys, ",") + "\x00" + p.Need.String() + p.Unless.String()
}

// noteForwarder records a forwarder of a high-level registration's callback (registerTool,
// tool) for the modules that import it: it registers its parameter as it is.
func (f *file) noteForwarder(fw *forwarder) {
	if fw.method != "registerTool" && fw.method != "tool" {
		return
	}
	at := registrationArg(fw.method, extract.Field(fw.inner, "arguments"))
	if at < 0 || at >= len(fw.slots) || fw.slots[at].param < 0 {
		return
	}
	f.noteRegistrationFunction(fw.fn, fw.inner, fw.slots[at].param, false, false)
}
