package typescript

import (
	"bytes"
	"fmt"
	"iter"
	"sort"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// What a file says of its functions for the cross-file rules (extract.Summary), keyed as
// keys.go describes:
//
//	SoftFailure   a return hands back a failure as a value: failure text (`Error: ...`, the
//	              caught error), an object with an error member or a false or computed success
//	              flag, a result without isError whose text is one of those
//	Raises        a throw leaves the function (not caught in it)
//	AlwaysRaises  the function ends in a throw and returns nothing (`handleError(e): never`)
//	SoftResult    a return builds a whole result (content, no isError) that reports a failure:
//	              a tool returning the function's value sends it as is (softresult.go)
//	SuccessText   a return builds a successful result (no isError, or isError false) whose
//	              content comes from parameter i, under the key with successTextSuffix(i)
//	              (successtext.go)
//	SoftResult    under the key with callsSuffix(i): a return hands back what the function's
//	              parameter i returns when it calls it (softcallback.go)
//
// `return g(x)` forwards g's SoftFailure, ErrorResult and SoftResult; `const r = await g(x);
// return r` forwards g's SoftResult. A tool handler's summary names the
// tool; a handler the file registers but imports gets a Registration summary.

// summarizer gathers the summaries of one file, one per key, in the order first met.
type summarizer struct {
	f     *file
	byKey map[string]*extract.Summary
	order []string
	soft  map[uintptr]bool // function -> whether its body holds a failure word (failureHint)
	// raiseFwded holds the keys whose summary has its calls of the root's functions
	// (file.raiseFwds) already.
	raiseFwded map[string]bool
}

func (sz *summarizer) get(key string, fn *sitter.Node) *extract.Summary {
	if s, ok := sz.byKey[key]; ok {
		return s
	}
	s := &extract.Summary{Key: key, Name: sz.f.displayName(fn), Line: line(fn), Column: column(fn)}
	sz.byKey[key] = s
	sz.order = append(sz.order, key)
	return s
}

// maxPlaces bounds the places a summary keeps per fact: a finding that needs the fact names
// them all (a module function's every throw) in its Related, and counts those its Brief leaves
// out. The bound only keeps a generated file's thousand throws out of the cache.
const maxPlaces = 10 * extract.MaxRelated

func (sz *summarizer) place(s *extract.Summary, fact extract.Fact, n *sitter.Node, msg string) {
	sz.placeIf(s, fact, n, msg, nil)
}

// placeIf is place for a place that runs only under one of tests of the function's parameters
// (extract.Place.RunsIf; none for nil). A place past maxPlaces without tests clears the tests of
// the first kept place of the fact: the fact then holds whatever the arguments.
func (sz *summarizer) placeIf(s *extract.Summary, fact extract.Fact, n *sitter.Node, msg string, tests []extract.ArgTest) {
	s.Facts |= fact
	k, first := 0, -1
	for i, p := range s.Places {
		if p.Fact == fact {
			if first < 0 {
				first = i
			}
			k++
		}
	}
	if k < maxPlaces {
		s.Places = append(s.Places, extract.Place{Fact: fact, Line: line(n), Column: column(n), Message: msg, RunsIf: tests})
	} else if tests == nil {
		s.Places[first].RunsIf = nil
	}
}

// summaries returns the file's summaries.
func (f *file) summaries() []extract.Summary {
	sz := &summarizer{f: f, byKey: map[string]*extract.Summary{}, soft: map[uintptr]bool{}, raiseFwded: map[string]bool{}}
	for _, fn := range f.keyedFunctions() {
		key := f.keyOf(fn)
		if key == "" {
			continue
		}
		if body := functionBody(fn); body != nil && extract.Type(body) != "statement_block" {
			f.summarizeReturn(sz, key, fn, body, body) // an arrow's expression body
		}
		if b := f.builds(fn); b != nil {
			sz.get(key, fn).Builds = b
		}
		f.flagHelperSummary(sz, key, fn) // droppedjson.go
		if f.alwaysThrows(fn) {
			// Placed at its last throw when it ends in one: what a catch that hands it the caught
			// error passes on (mappercatch.go).
			at := fn
			if body := functionBody(fn); body != nil && extract.Type(body) == "statement_block" {
				if last := lastStatement(body); last != nil && extract.Type(last) == "throw_statement" {
					at = last
				}
			}
			sz.place(sz.get(key, fn), extract.AlwaysRaises, at, fmt.Sprintf("%s throws on every path", f.displayName(fn)))
		}
		if r := f.rethrowsFirst(fn); r != nil {
			sz.get(key, fn).Rethrows = r // mappercatch.go
		}
		if cs := f.catchesArgs(fn, key); len(cs) > 0 {
			sz.get(key, fn).CatchesArgs = cs   // caughtargs.go
			f.shieldSummaries(sz, key, fn, cs) // wrappedshield.go
		}
	}
	f.summarizeSuccessText(sz)    // successtext.go
	f.summarizeEnvelopes(sz)      // softenvelope.go
	f.summarizePassers(sz)        // passon.go
	f.summarizeFlagText(sz)       // flagtext.go
	f.summarizeTextItems(sz)      // textitems.go
	f.summarizeNeverRaises(sz)    // raisedtried.go
	f.summarizeEffects(sz)        // softeffectfails.go
	f.summarizeTextWrappers(sz)   // textwrapped.go
	f.summarizeJSONWrappers(sz)   // jsonwrapped.go
	f.summarizeJSONDispatch(sz)   // dispatchjson.go
	f.summarizeLoopJSON(sz)       // loopedjson.go
	f.summarizeMemberWrappers(sz) // memberwrapped.go
	// The return statements come from the softerror query, which matches them all.
	for _, m := range f.matches(qSoftError) {
		stmt := m[capSite]
		if stmt == nil || extract.Type(stmt) != "return_statement" {
			continue
		}
		fn := f.enclosingFunction(stmt)
		if o := f.runnerOuter(fn); o != nil && f.keyOf(o) != "" {
			fn = o // a return of a library runner's callback is its function's (runners.go)
		}
		if key := f.keyOf(fn); key != "" {
			f.summarizeReturn(sz, key, fn, stmt, extract.NamedChild(stmt, 0))
		} else if key := f.builtKey(fn); key != "" {
			// What an exported factory builds, which another module registers (factories.go):
			// its returns hand on what it returns, under the factory's suffixed key.
			if key == f.memberBuiltKey(fn) {
				sz.get(key, fn) // a body for the aliases of a table of tool objects to name (looptools.go)
			}
			f.summarizeReturn(sz, key, fn, stmt, extract.NamedChild(stmt, 0))
		} else if v := unwrap(extract.NamedChild(stmt, 0)); v != nil && fn != nil {
			if outer, conds := f.handedOuter(fn); outer != nil {
				f.handedForwards(sz, f.keyOf(outer), outer, fn, stmt, v, conds) // handed.go
			}
			f.pending = append(f.pending, f.callbackPendings(stmt, v, fn)...)     // softcallback.go
			f.pending = append(f.pending, f.toolCallbackPendings(stmt, v, fn)...) // toolcallback.go
		}
	}
	// A function's places of Raises, in the order the index names them when they do not all
	// fit: its own throws (and the rejects of a promise it returns), then the throws of its catch
	// clauses, which rewrap what its try threw
	// (`catch (e) { throw new Error(`failed: ${e.message}`) }`; the places behind a rewrap, in
	// the functions its try calls, come before it: Place.Rewrap, Forward.Behind), then a call of
	// a library, which may throw too (the first one, often no more than a string's method).
	type raise struct {
		stmt, fn *sitter.Node
		key      string
	}
	var rewraps []raise
	for _, m := range f.matches(qRaisedError) {
		stmt := m[capSite]
		if stmt == nil {
			continue
		}
		fn := f.thrownOutOf(stmt)
		key := f.keyOf(fn)
		if key == "" {
			key = f.builtKey(fn) // a handler an exported factory builds (factories.go)
		}
		if key == "" {
			continue
		}
		if f.inCatchOf(stmt, fn) {
			rewraps = append(rewraps, raise{stmt, fn, key})
			continue
		}
		f.placeRaise(sz, key, fn, stmt)
	}
	f.placeRejects(sz) // returnedrejects.go
	behind := map[string]bool{}
	for _, r := range rewraps {
		s := sz.get(r.key, r.fn)
		n := len(s.Places)
		f.placeRaise(sz, r.key, r.fn, r.stmt)
		if f.forwardBehind(sz, r.key, r.fn, r.stmt, behind) && len(s.Places) > n {
			s.Places[n].Rewrap = true
		}
	}
	for _, fn := range f.keyedFunctions() {
		key := f.keyOf(fn)
		if call := f.libCalls[key]; call != nil && key != "" {
			s := sz.get(key, fn)
			if placedAt(s, extract.Raises, call) {
				continue // the reject of a promise it returns, placed as a throw (placeRejects)
			}
			n := len(s.Places)
			sz.place(s, extract.Raises, call, fmt.Sprintf("%s calls %s, which may throw", f.displayName(fn), clip(text(extract.Field(call, "function"), f.Src))))
			if len(s.Places) > n {
				s.Places[n].Library = true
			}
		}
	}
	for _, r := range f.regs {
		// The tools the root's calls are walked from, by kind: an SDK's high-level callbacks,
		// whose callees' throws become isError results (raisederror), and low-level tools/call
		// handlers, whose callees' throws become JSON-RPC errors (protocolerror). A table's
		// dispatcher decides for its handlers.
		kind := toolKind(r)
		if kind == "" && !r.unkinded || r.shielded || f.Context == finding.Test {
			// A wrapper that catches stands between the callback and the SDK; a test's tools
			// exercise the code under test, they do not serve it.
			continue
		}
		if key := f.keyOf(r.fn); key != "" {
			s := sz.get(key, r.fn)
			if s.Tool == "" {
				s.Tool, s.ToolKind = toolLabel(r, f), kind
			}
			if len(r.shieldKeys) > 0 {
				s.Guards = append(s.Guards, r.shieldKeys) // a wrapper of another module that may catch it (wrappedshield.go)
			}
		}
	}
	// Name the functions the root's calls leave from, so that related places name them, and
	// pass on what their callees throw.
	for _, fn := range f.keyedFunctions() {
		if key := f.keyOf(fn); key != "" && f.callers[key] && !sz.raiseFwded[key] {
			s := sz.get(key, fn)
			s.Forward = append(s.Forward, f.raiseFwds[key]...)
			sz.raiseFwded[key] = true
		}
	}
	for _, fn := range f.entryFns {
		// A registry entry written in its table (`add_note: (a) => notes.add(a)`), which another
		// module's dispatch calls by its key (dispatchcross.go): its key must name a function.
		if key := f.keyOf(fn); key != "" {
			if _, done := sz.byKey[key]; !done {
				s := sz.get(key, fn)
				if f.callers[key] && !sz.raiseFwded[key] {
					s.Forward = append(s.Forward, f.raiseFwds[key]...)
					sz.raiseFwded[key] = true
				}
			}
		}
	}
	for _, fn := range f.hookFunctions() {
		// A client's request hook (middleware.go): what its own calls throw leaves it too.
		if key := f.keyOf(fn); key != "" && f.callers[key] && !sz.raiseFwded[key] {
			s := sz.get(key, fn)
			s.Forward = append(s.Forward, f.raiseFwds[key]...)
			sz.raiseFwded[key] = true
		}
	}
	f.summarizeOtherCallers(sz)
	f.summarizeAsyncMarks(sz)   // unawaitedcross.go
	f.summarizeRunMarks(sz)     // handedforeign.go
	out := summaryScratch.get() // kept at its length below (scratch.go)
	for _, k := range sz.order {
		out = append(out, *sz.byKey[k])
	}
	for _, ft := range f.foreign {
		for _, keys := range f.foreignToolKeys(ft) {
			for _, k := range keys {
				s := extract.Summary{Key: k, Name: ft.name, Line: line(ft.at), Column: column(ft.at),
					Tool: ft.tool, ToolKind: ft.kind, Registration: true}
				if ft.named != "" && ft.instance == nil {
					// the entry's module may name the tool (destructuredtools.go)
					unless, mark := namedRegistrationMarks(k, ft.named, ft.kind)
					s.Unless = []string{unless}
					out = append(out, extract.Summary{Key: mark, Name: ft.name})
				}
				out = append(out, ft.instanceRegistrations(s)...) // instancereg.go
			}
		}
	}
	out = append(out, f.rethrows...)
	out = append(out, f.effectSums...)
	out = append(out, f.tableSums...)
	out = append(out, f.zodSummaries()...)         // zodparse.go
	out = append(out, f.refineSummaries()...)      // refinedimport.go
	out = append(out, f.numberSummaries()...)      // refinedimport.go
	out = append(out, f.proxySummaries()...)       // proxies.go
	out = append(out, f.schemaShapeSummaries()...) // entryschema.go
	out = f.throwsSummaries(out)                   // throwclass.go
	out = append(out, f.namedEntrySummaries()...)  // destructuredtools.go
	out = append(out, f.truthySummaries()...)      // truthycalls.go
	out = append(out, f.trueFlagSummaries()...)    // flagplaces.go
	out = append(out, f.runTextSummaries()...)     // runtext.go
	out = append(out, f.textedSummaries()...)      // textwrapped.go
	out = append(out, f.jsonedSummaries()...)      // jsonwrapped.go
	return summaryScratch.keep(append(out, f.envSummaries()...))
}

// summarizeReturn records what one return of a function hands back.
func (f *file) summarizeReturn(sz *summarizer, key string, fn, stmt, v *sitter.Node) {
	v = unwrap(v)
	if v == nil || isNullish(v, f.Src) {
		return
	}
	if cb := f.runnerCallback(v); cb != nil {
		// A library runner's call returns what its callback returns (runners.go): an arrow's
		// expression body here, a block's returns where the summaries meet them.
		if body := functionBody(cb); body != nil && extract.Type(body) != "statement_block" {
			// The callback's value stands where it is written (`.catch((e) => ({ ... }))`), where
			// the fix goes.
			f.summarizeReturn(sz, key, fn, body, body)
		}
		return
	}
	f.leakFacts(sz, key, fn, v)
	f.summarizeErrorResult(sz, key, fn, stmt, v)    // softrewrap.go
	f.flagHelperForwards(sz, key, fn, v)            // droppedjson.go
	f.summarizeCallsParam(sz, key, fn, stmt, v)     // softcallback.go
	f.handedForwards(sz, key, fn, fn, stmt, v, nil) // handed.go
	if extract.Type(v) == "call_expression" {
		if callee := extract.Field(v, "function"); callee != nil && !isJSONStringify(callee, f.Src) {
			for _, keys := range f.returnedKeys(callee) {
				s := sz.get(key, fn)
				s.Forward = append(s.Forward, extract.Forward{Facts: extract.SoftFailure | extract.ErrorResult | extract.SoftResult,
					Keys: keys, Line: line(v), Column: column(v)})
			}
		}
	} else if call := f.boundCall(v, stmt, fn); call != nil {
		// `const result = await build(x); return result`: the result build makes leaves as is.
		for _, keys := range f.returnedKeys(extract.Field(call, "function")) {
			s := sz.get(key, fn)
			s.Forward = append(s.Forward, extract.Forward{Facts: extract.SoftResult, Keys: keys, Line: line(stmt), Column: column(stmt)})
		}
	}
	f.wrappedForwards(sz, key, fn, stmt, v) // softclient.go
	// Most functions say nothing of failures: judge their returns only for forwards.
	soft, ok := sz.soft[fn.ID()]
	if !ok {
		body := functionBody(fn)
		soft = body != nil && f.hintIn(extract.StartByte(body), extract.EndByte(body))
		sz.soft[fn.ID()] = soft
	}
	if !soft {
		f.servedCallPending(key, fn, stmt, v) // softresult.go
		return
	}
	if extract.Type(v) == "new_expression" {
		f.summarizeResolves(sz, key, fn, v) // softresolve.go
		return
	}
	why := f.softValue(stmt, v, fn, true)
	if !why.ok() || f.failVerdict(where{fn: fn, name: f.displayName(fn)}, why, v, stmt) { // softverdict.go
		f.servedCallPending(key, fn, stmt, v)
		return
	}
	never, tried := f.catchMayNotRun(stmt) // raisedtried.go
	if never {
		return // a return in a catch whose try throws nothing: no failure leaves the function there
	}
	// A result it builds (softresult.go), or one without content (softcontentless.go): the
	// object's members, read once, tell which.
	var says func(name, why string) string
	var m members
	place := fmt.Sprintf("%s returns %s", f.displayName(fn), why.text)
	if obj := f.returnedObject(v); obj != nil {
		m = f.members(obj, 0)
		if f.isBuiltResult(m) {
			says = builtResultSays
			place = fmt.Sprintf("%s returns a result without isError (%s)", f.displayName(fn), why.text)
		} else if f.isContentless(m, fn) {
			says = contentlessResultSays
		}
	}
	if says != nil {
		sz.place(sz.get(key, fn), extract.SoftResult, stmt, place)
		if f.regByFn[fn.ID()] == nil {
			p := f.resultPending(stmt, m, fn, key, why, says)
			p.Tried = tried
			f.pending = append(f.pending, p)
		}
		return
	}
	sz.placeIf(sz.get(key, fn), extract.SoftFailure, stmt, place, f.flagBranchTests(stmt, fn)) // flagplaces.go
}

// failureHints are the words without which no return of a function reports a failure
// (softValue): a cheap test before judging. Each lacks its first letter, so that one search
// finds it lower-case and capitalized.
var failureHints = append([][]byte{[]byte("rror"), []byte("ail"), []byte("nable"), []byte("ould"), []byte("annot"),
	[]byte("an't"), []byte("nvalid"), []byte("nsupported"), []byte("nknown"), []byte("enied"),
	[]byte("ot found"), []byte("orbidden"), []byte("nauthori"), []byte("imed out"), []byte("issing"),
	[]byte("uccess"), []byte("tatus"), []byte("atch"), []byte("❌"),
	// The rest of guidance.ReportsFailure's phrases ("does not exist", "not allowed", "must be",
	// "is required", "not available", "no such", "no X specified", "unexpected response", ...).
	[]byte("xist"), []byte("o such"), []byte("llowed"), []byte("ermitted"), []byte("equired"),
	[]byte("ust "), []byte("ot valid"), []byte("onfigured"), []byte("onnected"), []byte("nitiali"),
	[]byte("vailable"), []byte("nrecognized"), []byte("pecif"), []byte("rovide"), []byte("uppl"),
	[]byte("iven"), []byte("nexpected")}, otherFailureHints...)

// hintIn reports whether the source between two offsets holds a failureHint, finding them all
// in one pass over the file on first use (hintOffsets).
func (f *file) hintIn(start, end uint32) bool {
	if f.hints == nil {
		f.hints = hintOffsets(f.Src)
	}
	if start > 0 {
		start-- // a word's first letter, which the hint lacks, may be the range's first byte
	}
	i := sort.Search(len(f.hints), func(i int) bool { return f.hints[i] >= start })
	return i < len(f.hints) && f.hints[i] < end
}

// hintPairs maps the first two bytes of each failureHint to the hints that start with them
// (indexes into failureHints, plus one; 0 for none): hintOffsets looks up each position of a
// file once, where a bytes.Index per hint read the file once per hint (35 times; a case-folding
// regexp of them all is slower still, on large files).
var hintPairs, hintLists = func() (*[1 << 16]uint8, [][]int) {
	var pairs [1 << 16]uint8
	var lists [][]int
	for i, w := range failureHints {
		if len(w) < 2 {
			panic("typescript: a failureHint of fewer than two bytes")
		}
		k := uint16(w[0])<<8 | uint16(w[1])
		if pairs[k] == 0 {
			lists = append(lists, nil)
			pairs[k] = uint8(len(lists))
		}
		lists[pairs[k]-1] = append(lists[pairs[k]-1], i)
	}
	return &pairs, lists
}()

// hintOffsets returns the offsets of src where a failureHint starts, in order: for each hint what
// extract.Occurrences finds (each leftmost occurrence, then the next that does not overlap it),
// in one pass over src.
func hintOffsets(src []byte) []uint32 {
	out := []uint32{}
	next := make([]int, len(failureHints)) // where each hint's next occurrence may start
	for i := 0; i+1 < len(src); i++ {
		k := hintPairs[uint16(src[i])<<8|uint16(src[i+1])]
		if k == 0 {
			continue
		}
		for _, w := range hintLists[k-1] {
			if i >= next[w] && bytes.HasPrefix(src[i:], failureHints[w]) {
				out = append(out, uint32(i))
				next[w] = i + len(failureHints[w])
			}
		}
	}
	return out
}

// summarizeOtherCallers gives the calls of the root's functions (file.raiseFwds) to the summary
// of each function they leave from that the loops over named functions, registry entries and
// hooks did not reach: a handler written in a tool table exported for another module to
// dispatch (`export const tools = { add: { handler: async (a) => api("add", a) } }`), whose
// table forwards to it by its place. Without them the table's handler passed on only its own
// throws, and the throws of the API client every handler calls reached no rethrow (a catch-all
// rethrow's AnyOf in the dispatching module). In the order of the functions in the file.
func (f *file) summarizeOtherCallers(sz *summarizer) {
	var fns []*sitter.Node
	for key := range f.callers {
		if fn := f.keyFns[key]; fn != nil && !sz.raiseFwded[key] && len(f.raiseFwds[key]) > 0 {
			fns = append(fns, fn)
		}
	}
	sort.Slice(fns, func(i, j int) bool { return extract.StartByte(fns[i]) < extract.StartByte(fns[j]) })
	for _, fn := range fns {
		key := f.keyOf(fn)
		s := sz.get(key, fn)
		s.Forward = append(s.Forward, f.raiseFwds[key]...)
		sz.raiseFwded[key] = true
	}
}

// helperFunctions yields the keyed functions of the file that are not a tool's handler (a handler
// answers for itself), each with its key: the functions whose returns the summarizers of
// results built from parameters (success texts, flag texts, text items) describe.
func (f *file) helperFunctions() iter.Seq2[*sitter.Node, string] {
	return func(yield func(*sitter.Node, string) bool) {
		for _, fn := range f.keyedFunctions() {
			if f.regByFn[fn.ID()] != nil {
				continue
			}
			if key := f.keyOf(fn); key != "" && !yield(fn, key) {
				return
			}
		}
	}
}

// keyedFunctions returns the functions of the file that may have a key: declared functions,
// methods and function-valued variables, and registered handlers.
func (f *file) keyedFunctions() []*sitter.Node {
	if f.keyed != nil {
		return f.keyed
	}
	out := []*sitter.Node{}
	seen := map[uintptr]bool{}
	add := func(fn *sitter.Node) {
		if fn != nil && f.parents.isFunction(fn) && !seen[fn.ID()] {
			seen[fn.ID()] = true
			out = append(out, fn)
		}
	}
	for _, m := range f.matches(qBindings) {
		d := m[capSite]
		if d == nil {
			continue
		}
		if extract.Type(d) == "variable_declarator" {
			add(unwrap(extract.Field(d, "value")))
		} else {
			add(d)
		}
	}
	for _, r := range f.regs {
		add(r.fn)
	}
	f.keyed = out
	return out
}

// alwaysThrows reports whether a function ends in a throw and never returns: its declared
// return type is never, or its body's last statement (comments aside) throws and it holds no
// return statement, with or without a value (a bare return in a retry loop ends the function
// normally).
func (f *file) alwaysThrows(fn *sitter.Node) bool {
	if t := extract.Field(fn, "return_type"); t != nil && text(typeName(t), f.Src) == "never" {
		return true
	}
	if rt := extract.Field(fn, "return_type"); rt != nil {
		for i := 0; i < int(extract.NamedChildCount(rt)); i++ {
			if extract.Type(extract.NamedChild(rt, i)) == "predefined_type" && extract.Content(extract.NamedChild(rt, i), f.Src) == "never" {
				return true
			}
		}
	}
	body := functionBody(fn)
	if body == nil || extract.Type(body) != "statement_block" {
		return false
	}
	last := lastStatement(body)
	return last != nil && extract.Type(last) == "throw_statement" && len(f.returnedValuesOf(fn)) == 0
}

// The tool kinds of the summaries (extract.Summary.ToolKind).
const (
	highLevel = "high" // registerTool, tool, fastmcp addTool: a throw becomes an isError result
	lowLevel  = "low"  // setRequestHandler(CallToolRequestSchema): a throw becomes a JSON-RPC error
)

// toolKind returns the kind of tool a registration makes, or "" for none the root's calls are
// walked from.
func toolKind(r *registration) string {
	switch r.kind {
	case regTool, regFastMCP:
		return highLevel
	case regLowLevel:
		return lowLevel
	}
	return ""
}

// toolLabel names the tool a registration answers.
func toolLabel(r *registration, f *file) string {
	switch {
	case r.tool != "":
		return r.tool
	case r.kind == regLowLevel:
		return "tools/call"
	case r.call != nil && r.kind != regTable:
		// a name computed at run time: show how the registration spells it
		if n := argument(extract.Field(r.call, "arguments"), 0); n != nil && r.api != "FastMCP.addTool" {
			return "[" + clip(extract.Content(n, f.Src)) + "]"
		}
	}
	if n := f.siteName(r.fn); n != "" {
		return n
	}
	return "<anonymous>"
}

// displayName is how a message names a function: its name, with its class for a method.
func (f *file) displayName(fn *sitter.Node) string {
	if fn == nil {
		return "<top level>"
	}
	if l := f.hookLabel(fn); l != "" {
		return l // a client's request hook, most often an arrow (middleware.go)
	}
	name := f.functionName(fn)
	if name == "" {
		if r := f.regByFn[fn.ID()]; r != nil {
			return "the " + toolLabel(r, f) + " handler"
		}
		return "<anonymous>"
	}
	if extract.Type(fn) == "method_definition" {
		if body := f.parent(fn); body != nil && extract.Type(body) == "class_body" {
			return f.className(body) + "." + name
		}
	}
	if entry := f.entryLabel(fn); entry != "" {
		return entry + "." + name // a table entry's handler, one of many of its name (tableloops.go)
	}
	return name
}

// softValue judges a value a function returns: whether it hands back a failure as an ordinary
// value. A string counts when strs is set (the callers decide whether the value becomes text).
func (f *file) softValue(stmt, value, fn *sitter.Node, strs bool) reason {
	caught := f.catchParameter(stmt, fn)
	if obj := f.returnedObject(value); obj != nil {
		value = obj // `const failure = { success: false, message }; return failure`
	}
	if alt := fallbackObject(value, f.Src); alt != nil {
		value = alt // `return lead || { error: "Lead not found" }`: the object when there is no value
	}
	switch extract.Type(value) {
	case "string", "template_string", "binary_expression", "identifier", "member_expression":
		if !strs {
			return reason{}
		}
		return f.failureTextReason(value, caught, fn, stmt, 0)
	case "object":
		m := f.members(value, 0)
		if f.flagChosen(m) {
			return reason{}
		}
		if why := f.memberFailure(m, f.classify(m), caught, fn, stmt); why.ok() || !strs {
			return why
		}
		return f.boxedFailure(m, caught, fn, stmt) // softresult.go
	case "array":
		if strs {
			return f.failureLines(value, caught, fn, stmt) // softarray.go
		}
	case "call_expression":
		if isJSONStringify(extract.Field(value, "function"), f.Src) {
			return f.failureTextReason(value, caught, fn, stmt, 0)
		}
		if strs {
			return f.gatheredFailure(value, fn, stmt) // `return lines.join("\n")` (softgathered.go)
		}
	}
	return reason{}
}

// placeRaise records a throw that leaves fn as a place of its Raises.
// The place carries the class the throw constructs, when the file can tell it (raisedChain): a
// catch-all rethrow that passes on only the SDK's errors names those, and the rewrap after it
// the others (Pending.Classes).
func (f *file) placeRaise(sz *summarizer, key string, fn, stmt *sitter.Node) {
	s := sz.get(key, fn)
	n := len(s.Places)
	sz.place(s, extract.Raises, stmt, fmt.Sprintf("%s throws %s", f.displayName(fn), clip(text(extract.NamedChild(stmt, 0), f.Src))))
	if len(s.Places) > n {
		s.Places[n].Class = f.markUnknownTool(f.raisedChain(stmt), fn, stmt) // unknowntool.go
	}
}

// inCatchOf reports whether a statement sits in a catch clause within fn.
func (f *file) inCatchOf(stmt, fn *sitter.Node) bool {
	for p := f.parent(stmt); p != nil && !same(p, fn); p = f.parent(p) {
		if extract.Type(p) == "catch_clause" {
			return true
		}
	}
	return false
}

// forwardBehind records, for a throw in a catch clause that carries the caught error (a
// rewrap: `throw new Error(`failed: ${e.message}`)`, `throw e`), the calls of the root's
// functions in its try as Behind forwards of fn: a finding that names the rewrap names, behind
// it, what those callees throw. done holds the key and callee pairs already recorded. It
// reports whether the throw is such a rewrap.
func (f *file) forwardBehind(sz *summarizer, key string, fn, stmt *sitter.Node, done map[string]bool) bool {
	var catch *sitter.Node
	for p := f.parent(stmt); p != nil && !same(p, fn); p = f.parent(p) {
		if extract.Type(p) == "catch_clause" {
			catch = p
			break
		}
	}
	try := f.parent(catch)
	if catch == nil || try == nil || extract.Type(try) != "try_statement" || !f.carriesCaught(stmt, catch) {
		return false
	}
	f.behindCalls(try, fn, func(n *sitter.Node) { // behindcallbacks.go
		keys := f.rootKeys(n)
		if keys == nil || done[key+" "+keys[0]] || f.isEntryDispatch(n) { // each entry's own (typedentries.go)
			return
		}
		done[key+" "+keys[0]] = true
		s := sz.get(key, fn)
		s.Forward = append(s.Forward, extract.Forward{Facts: extract.Raises, Keys: keys, Line: line(n), Column: column(n), Behind: true})
	})
	return true
}

// carriesCaught reports whether a throw in a catch clause names the caught error.
func (f *file) carriesCaught(stmt, catch *sitter.Node) bool {
	param := extract.Field(catch, "parameter")
	if param == nil || extract.Type(param) != "identifier" {
		return false
	}
	name := extract.Content(param, f.Src)
	return f.walkOwnUntil(stmt, func(n *sitter.Node) bool {
		return extract.Type(n) == "identifier" && extract.Content(n, f.Src) == name
	})
}

// returnedKeys returns the keys of the functions a returned call hands back the value of, one
// list per function: each entry of a registry the callee looks up (dispatchKeys, registries.go:
// `return toolHandlers[name](args)`, `return this.handlers.get(name).handle(args)`), else the
// callee's own keys (edgeKeys).
func (f *file) returnedKeys(callee *sitter.Node) [][]string {
	if ds := f.dispatchKeys(callee); len(ds) > 0 {
		return ds
	}
	if keys := f.edgeKeys(callee); len(keys) > 0 {
		return [][]string{keys}
	}
	if c := unwrap(callee); c != nil && extract.Type(c) == "member_expression" {
		// `return client.call(...)` with client a parameter: the method of what the callers
		// pass there, an instance of a class of the root among them (paramflow.go).
		if k := f.paramCallKey(nil, c, false); k != "" {
			return [][]string{{k}}
		}
	}
	return nil
}

// fallbackObject returns the object literal a returned value falls back to when its left
// operand has no value (`lead || { error: "Lead not found" }`, `row ?? { error }`): what the
// function returns when the lookup found nothing. nil for any other value.
func fallbackObject(v *sitter.Node, src []byte) *sitter.Node {
	v = unwrap(v)
	if v == nil || extract.Type(v) != "binary_expression" {
		return nil
	}
	if op := text(extract.Field(v, "operator"), src); op != "||" && op != "??" {
		return nil
	}
	if alt := unwrap(extract.Field(v, "right")); alt != nil && extract.Type(alt) == "object" {
		return alt
	}
	return nil
}
