package typescript

import (
	"fmt"
	"regexp"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// failureText matches a text that opens by reporting a failure: an error word first, or a
// heading of a few words that ends in one ("Research Error: ...").
var failureText = lazyre.New(`(?i)^\s*❌|^\W*(error|errors|failed|failure|fail|unable|could ?not|couldn't|cannot|can't|exception)\b|^\W*(\w+\s+){1,3}(error|failure|failed)\s*:`)

// noFailure matches a heading that says there was none ("No build failure: ...").
var noFailure = lazyre.New(`(?i)^\W*(no|zero|without|0|none)\b`)

// removalMark matches a cross mark that stands for what was taken away, a removal done: "❌
// Removed task: x", "❌ Deleted 3 notes".
var removalMark = lazyre.New(`(?i)^\s*❌\s*(removed|deleted)\b`)

// opensWithFailure reports whether a text opens by reporting a failure: failureText, or an error
// word of another language with its separator (guidance.StartsAsErrorNonEnglish). A cross
// mark first is the author's sign of one whatever words follow ("❌ No project is linked"),
// except before the removal it marks as done (removalMark).
func opensWithFailure(txt string) bool {
	if strings.HasPrefix(strings.TrimSpace(txt), "❌") {
		return !removalMark.MatchString(txt)
	}
	return (failureText.MatchString(txt) || guidance.StartsAsErrorNonEnglish(txt)) && !noFailure.MatchString(txt) && !isWarning(txt)
}

// mayReturnSoftErrors reports whether the file registers a tool handler, whose returns are judged.
func (f *file) mayReturnSoftErrors() bool {
	return f.hasReg(regTool, regFastMCP, regLowLevel, regTable)
}

// softErrors finds returns from a tool handler that report a failure as a success: error text
// or an error member, and no isError (softerror).
func (f *file) softErrors() []finding.Finding {
	if !f.mayReturnSoftErrors() {
		return nil // only tool handlers' returns are judged
	}
	var out []finding.Finding
	var rets []softReturn
	for _, m := range f.matches(qSoftError) {
		if stmt := m[capSite]; stmt != nil {
			rets = append(rets, softReturn{stmt, m[capValue]})
		}
	}
	rets = append(rets, f.expressionHandlers()...)
	rets = append(rets, f.effectArrowCallbacks()...) // softeffect.go
	for _, ret := range rets {
		stmt := ret.stmt
		var value *sitter.Node
		var w where
		if extract.Type(stmt) == "arrow_function" {
			// execute: async () => `Error: …` — an arrow that is itself the handler.
			r := f.regByFn[stmt.ID()]
			switch {
			case r != nil:
				value, w = ret.value, where{reg: r, direct: true, fn: stmt, name: r.tool}
				if w.name == "" {
					w.name = f.siteName(stmt)
				}
			case f.effectCatcher(stmt) != nil:
				value, w = ret.value, where{fn: stmt} // `Effect.catchAll((e) => Effect.succeed(...))`
			default:
				continue
			}
		} else {
			value, w = extract.NamedChild(stmt, 0), f.locate(stmt)
		}
		var via *sitter.Node
		viaMsg := ""
		var also []string        // the marker of another module's wrapper the callback passes through
		var catcher *sitter.Node // the Effect catch combinator whose callback answers (softeffect.go)
		if !w.direct && w.fn != nil {
			if ww, call, ok := f.throughWrapper(w.fn); ok {
				w, via = ww, call
			} else if call, outer, keys := f.handedCallback(w.fn); call != nil { // softcallback.go
				if ow := f.locate(call); ow.direct && same(ow.fn, outer) {
					ow.fn = w.fn
					w, via, also = ow, call, keys
				}
			} else if ew, pipe, ok := f.throughEffectCatch(w.fn); ok { // softeffect.go
				if x := f.effectAnswer(ew.fn, value); x != nil {
					w, via, value = ew, pipe, x
					catcher = f.effectCatcher(ew.fn)
					viaMsg = "the tool returns what this pipe gives, which the Effect catch callback answers"
				}
			}
		}
		if via != nil && viaMsg == "" {
			viaMsg = fmt.Sprintf("the tool returns what %s returns, the callback's result", text(extract.Field(via, "function"), f.Src))
		}
		if value == nil || !w.direct || !w.reg.isToolKind() || f.isProbeAnswer(w, stmt, value) { // probes.go
			continue
		}
		value = unwrap(value)
		if via == nil && same(w.fn, w.reg.fn) {
			if flag := f.wrapperTestedFlag(w.reg); flag != "" && f.flagTestAnswers(value, flag) {
				continue // the wrapper answers it with isError (testedwrapper.go)
			}
		}
		var passer *sitter.Node // flagpassers.go: the call the result goes through
		if a := f.flagPassedArg(value, w.fn); a != nil {
			passer, value = value, a
		}
		nOut, nPending := len(out), len(f.pending)
		local := f.localResult(value, w.fn)
		if local == nil {
			local = f.failureResultVar(stmt, value, w) // softlocal.go
		}
		if local != nil {
			value = local
		}
		never, tried := f.catchMayNotRun(stmt) // raisedtried.go
		if never {
			continue // a return in a catch whose try throws nothing
		}
		if fd, why, ok := f.softErrorWhy(stmt, value, w); ok {
			if local != nil {
				f.relateResultObject(&fd, local)
				if p := f.failureMember(f.members(local, 0)); p != nil && line(p) != line(local) {
					fd.Related = append(fd.Related, f.relatedAt(p, "the failure member of the result object")) // softlocal.go
				}
			}
			if via != nil {
				fd.Related = append(fd.Related, f.relatedAt(via, viaMsg))
			}
			if also != nil {
				f.pending = append(f.pending, extract.Pending{Finding: fd, Also: also, AlsoNeed: extract.SoftResult, Tried: tried})
			} else if p, ok := f.effectCatchPending(&fd, catcher); ok { // softeffectfails.go
				p.Tried = tried
				f.pending = append(f.pending, p)
			} else if keys, builder := f.caughtHelperKeys(why), f.resultCallKeys(value); tried != nil || keys != nil || builder != nil {
				// A caught error rendered by a helper of the project (formatError(err)): the
				// finding stands as it is, and cites the helper's failure text.
				p := extract.Pending{Finding: fd, Tried: tried}
				if keys != nil {
					p.Keys, p.Cite = keys, extract.SoftFailure
				}
				if builder != nil {
					// A failure text handed to a function of the project whose value the tool
					// returns stands unless that function builds an isError result of it
					// (`return textErr(`Validate failed: ${err.message}`)`), or a successful
					// result of what it is given, whose finding softpassed.go gives.
					if p.Keys == nil {
						p.Keys = builder
					}
					// Nor when it never returns (`return throwToolError(error, "x")` with
					// `throwToolError(...): never`, or a body whose every path throws): the
					// tool throws, and its throws are raisederror's.
					p.AnyOf = f.successTextKeys(value, builder)
					p.Unless = extract.ErrorResult | extract.SuccessText | extract.AlwaysRaises
				}
				f.pending = append(f.pending, p)
			} else {
				out = append(out, fd)
			}
		} else if p, ok := f.textItemPending(stmt, value, w); ok { // textitems.go
			if local != nil {
				f.relateResultObject(&p.Finding, local)
			}
			p.Tried = tried
			f.pending = append(f.pending, f.throughAlso(p, via, also))
		} else if p, ok := f.softPending(stmt, value, w); ok {
			if local != nil {
				f.relateResultObject(&p.Finding, local)
			}
			p.Tried = tried
			f.pending = append(f.pending, f.throughAlso(p, via, also))
			if p, ok := f.passedOnPending(stmt, value, w); ok && via == nil { // passon.go
				p.Tried = tried
				f.pending = append(f.pending, p)
			}
		} else if p, ok := f.lookupFlagPending(stmt, value, w); ok && via == nil {
			p.Tried = tried
			f.pending = append(f.pending, p) // lookupflag.go
		}
		if p, ok := f.droppedJSONPending(stmt, value, w); ok {
			p.Tried = tried
			f.pending = append(f.pending, p) // droppedjson.go
		}
		if p, ok := f.droppedCopyPending(stmt, value, w); ok {
			p.Tried = tried
			f.pending = append(f.pending, p) // droppedcopy.go
		}
		if p, ok := f.successTextPending(stmt, value, w); ok {
			p.Tried = tried
			f.pending = append(f.pending, f.throughAlso(p, via, also)) // successtext.go
		} else if p, ok := f.passedFailurePending(stmt, value, w); ok && also == nil {
			p.Tried = tried
			f.pending = append(f.pending, p) // softpassed.go
		}
		if passer != nil {
			f.relatePasser(passer, out[nOut:], f.pending[nPending:])
		}
	}
	return out
}

// reason says why a returned value reports a failure, and where else the file says so.
type reason struct {
	text string
	// assigned is the assignment that put the failure in a variable the return shares with the
	// success path, or nil.
	assigned *sitter.Node
	// relMsg says what assigned is, when it is no assignment (a failure line pushed to the
	// lines the text joins, a condition that picks the failure).
	relMsg string
	// member is the text of the returned object whose value reports the failure, or nil.
	member *sitter.Node
	// caught is set when the text is the caught error's.
	caught bool
	// verdict is the conditional that picks the failure word, when it picks between a pass
	// and a fail word: a check's answer, maybe (softverdict.go).
	verdict *sitter.Node
	// branch is the branch of a conditional that gives the failure text, or nil: the finding
	// stands on it when the return writes the conditional out (branchanchor.go).
	branch *sitter.Node
}

// caughtHelperKeys returns the keys of the project function a failure text that is the
// caught error's calls to render it (`text: formatError(err)`), or nil.
func (f *file) caughtHelperKeys(why reason) []string {
	t := unwrap(why.member)
	if !why.caught || t == nil || extract.Type(t) != "call_expression" {
		return nil
	}
	return f.edgeKeys(extract.Field(t, "function"))
}

// resultCallKeys returns the keys of the function of the project whose call is the value a
// tool returns (`return textErr(...)`), or nil.
func (f *file) resultCallKeys(value *sitter.Node) []string {
	if v := unwrap(value); v != nil && extract.Type(v) == "call_expression" {
		return f.edgeKeys(extract.Field(v, "function"))
	}
	return nil
}

// successTextKeys returns, for each argument of the call a tool returns, the keys under which
// the function of the project it calls has SuccessText for that argument (successtext.go).
func (f *file) successTextKeys(value *sitter.Node, keys []string) [][]string {
	args := extract.Field(unwrap(value), "arguments")
	var out [][]string
	for i := 0; args != nil && argument(args, i) != nil; i++ {
		ks := make([]string, len(keys))
		for j, k := range keys {
			ks[j] = k + successTextSuffix(i)
		}
		out = append(out, ks)
	}
	return out
}

func (r reason) ok() bool { return r.text != "" }

// softError judges one returned value.
func (f *file) softError(stmt, value *sitter.Node, w where) (finding.Finding, bool) {
	fd, _, ok := f.softErrorWhy(stmt, value, w)
	return fd, ok
}

// softErrorWhy is softError that also returns the reason.
func (f *file) softErrorWhy(stmt, value *sitter.Node, w where) (finding.Finding, reason, bool) {
	if value == nil {
		return finding.Finding{}, reason{}, false
	}
	caughtName := f.catchParameter(stmt, w.fn)
	var why reason
	shape := finding.ProseOnly
	switch extract.Type(value) {
	case "string", "template_string", "binary_expression", "identifier", "call_expression", "ternary_expression":
		// fastmcp's execute may return a string, and so may a handler whose result the project's
		// own wrapper or dispatcher builds; the SDKs' callbacks need an object.
		if w.reg.kind != regFastMCP && !w.reg.wrapped {
			return finding.Finding{}, reason{}, false
		}
		why = f.failureTextReason(value, caughtName, w.fn, stmt, 0)
		if f.textShape(value, 0) == finding.JSONInText {
			shape = finding.JSONInText
		}
	case "object":
		m := f.members(value, 0)
		if f.flagChosen(m) {
			return finding.Finding{}, reason{}, false // the flag is set (or may be): errorresult's business
		}
		if f.droppedIn[value.ID()] {
			return finding.Finding{}, reason{}, false // the flag is set in the wrong place: droppedflag's
		}
		if verdictOfCheck(m, w) {
			return finding.Finding{}, reason{}, false
		}
		c := f.classify(m)
		shape = c.shape
		why = f.memberFailure(m, c, caughtName, w.fn, stmt)
		if t := f.wrappedTextMember(m, w); !why.ok() && t != nil { // textmember.go
			if why = f.failureTextReason(t, caughtName, w.fn, stmt, 0); why.ok() && why.member == nil {
				why.member = t
			}
		}
	}
	if !why.ok() {
		return finding.Finding{}, reason{}, false
	}
	if f.failVerdict(w, why, value, stmt) { // softverdict.go
		return finding.Finding{}, reason{}, false
	}
	if why.verdict != nil {
		answer, set := f.checkVerdict(w, why.verdict, stmt) // softverdict.go
		if answer {
			return finding.Finding{}, reason{}, false
		}
		if set != nil && why.assigned == nil {
			why.assigned, why.relMsg = set, "the catch clause sets the verdict to a failure"
		}
	}
	fd := f.softFinding(stmt, w, shape,
		fmt.Sprintf("%s reports a failure as a successful result (%s) without isError: the client and the model take it for success; return it with isError: true", describeWhere(w), why.text))
	f.relateAssigned(&fd, why)
	b := failedBranchIn(stmt, why) // branchanchor.go: the finding stands on it
	if t := why.member; t != nil && why.assigned == nil && b == nil && line(t) > line(stmt) {
		// A result object over several lines: the place of the failure text in it.
		fd.Related = append(fd.Related, f.relatedAt(t, "the failure text"))
	}
	if v := w.reg.via; v != nil {
		fd.Related = append(fd.Related, f.relatedAt(v, w.reg.viaMsg))
	}
	fd.Related = append(fd.Related, f.wrapperReturnRelated(w.reg)...) // wrapperreturn.go
	if b != nil {
		f.anchorAtBranch(&fd, stmt, b)
	}
	return fd, why, true
}

// relatedAt returns a related place in the file.
func (f *file) relatedAt(n *sitter.Node, msg string) finding.Related {
	return finding.Related{Path: f.Path, Line: line(n), Column: column(n), Message: msg}
}

// relateAssigned adds to a finding the assignment its reason found, if any (assignedFailure).
func (f *file) relateAssigned(fd *finding.Finding, why reason) {
	if a := why.assigned; a != nil {
		msg := why.relMsg
		if msg == "" {
			msg = "the failure assigned to the result this return shares with the success path"
		}
		fd.Related = append(fd.Related, f.relatedAt(a, msg))
	}
}

// memberFailure says whether a result object without isError reports a failure: an error
// member (errorMemberReason), or else one of its texts (failureTextReason). c is m's
// classification; caught, fn and ret are failureTextReason's.
func (f *file) memberFailure(m members, c classification, caught string, fn, ret *sitter.Node) reason {
	if why := f.errorMemberReason(m); why != "" {
		r := reason{text: why}
		if v := f.flagMemberNode(m); v != nil && (line(v) < line(ret) || line(v) > int(ret.EndPoint().Row)+1) {
			// `const output = { success: normalized !== null, ... }` above the return: the
			// place that decides the failure.
			r.assigned, r.relMsg = v, "the member that reports the failure ("+clip(text(v, f.Src))+")"
		}
		return r
	}
	for _, t := range c.texts {
		if why := f.failureTextReason(t, caught, fn, ret, 0); why.ok() {
			why.member = t
			return why
		}
	}
	return reason{}
}

// errorMemberReason says whether a result object carries an error member: `error`, a
// `status: "error"`, `success: false`, a success flag or status computed at run time (so that
// one literal answers both outcomes), or the same inside structuredContent.
func (f *file) errorMemberReason(m members) string {
	if v, ok := m.values["error"]; ok && !isUndefined(v, f.Src) && !f.returnsError(v, 0) {
		// Not an error member that holds an isError result the file builds (`return { error:
		// errorResult("Invalid JSON") }`, for the caller to return `parsed.error` as it is).
		return "an error member"
	}
	status := unwrap(m.values["status"])
	if s, ok := stringValue(status, f.Src); ok && guidance.FailedStatus(s) {
		return fmt.Sprintf("status %q", s)
	}
	if status != nil && extract.Type(status) == "ternary_expression" {
		for _, b := range []*sitter.Node{extract.Field(status, "consequence"), extract.Field(status, "alternative")} {
			if s, ok := stringValue(unwrap(b), f.Src); ok && guidance.FailedStatus(s) {
				return fmt.Sprintf("a status that is %q on one branch", s)
			}
		}
	}
	for _, k := range successFlags {
		v := m.values[k]
		if v == nil {
			continue
		}
		read := v // the flag as the result reads it, for the tests before it
		if extract.Type(v) == "shorthand_property_identifier" {
			v = f.valueOf(v)
		}
		switch v = unwrap(v); {
		case v == nil:
		case f.emptyAnswerFlag(m, read, v):
			// `ok: plan.length > 0`, or `ok: false` under `if (picks.length === 0)`: an empty
			// answer (emptyflag.go).
		case extract.Type(v) == "false":
			if s, ok := stringValue(status, f.Src); ok && guidance.DeclinedByUser(s) {
				return "" // `{ success: false, status: "cancelled" }`: the run was called off, it did not fail
			}
			return k + ": false"
		case isComputedFlag(v) && !f.constantTrueFlag(v) && !f.testedTrue(read):
			return "a success flag computed at run time"
		}
		break // the first flag present decides: `{ success: true, ok: res.ok }` claims success
	}
	if sc, ok := m.values["structuredContent"]; ok {
		if obj := f.objectOf(sc, 0); obj != nil {
			if r := f.errorMemberReason(f.members(obj, 0)); r != "" {
				return r + " in structuredContent"
			}
		}
	}
	return f.extraFlagReason(m) // extraflag.go
}

// flagMemberNode returns the value of the status or success member errorMemberReason judged by
// (or the same inside structuredContent), nil for an error member (whose place the result
// object's own lines give) and when neither judged.
func (f *file) flagMemberNode(m members) *sitter.Node {
	if v, ok := m.values["error"]; ok && !isUndefined(v, f.Src) {
		return nil
	}
	for _, k := range append([]string{"status"}, successFlags...) {
		one := map[string]*sitter.Node{k: m.values[k], "status": m.values["status"]}
		for _, r := range reasonMembers {
			one[r] = m.values[r] // the texts emptyAnswerFlag reads
		}
		if v := m.values[k]; v != nil && f.errorMemberReason(members{values: one}) != "" {
			if extract.Type(v) == "shorthand_property_identifier" {
				if d := f.valueOf(v); d != nil {
					return d
				}
			}
			return v
		}
	}
	if sc, ok := m.values["structuredContent"]; ok {
		if obj := f.objectOf(sc, 0); obj != nil {
			return f.flagMemberNode(f.members(obj, 0))
		}
	}
	_, v := f.extraFlagMember(m) // extraflag.go
	return v
}

// verdictOfCheck reports whether a result object is the answer of a tool that checks
// something, the answer the caller asked for rather than a failed call: `{ valid: false, error:
// "Unbalanced parentheses" }` from validate_formula (a tool, or its handler, whose name begins
// with validate, verify, check or lint; a valid member that is false).
func verdictOfCheck(m members, w where) bool {
	name := w.name
	if w.reg != nil && w.reg.tool != "" {
		name = w.reg.tool
	}
	if words := guidance.NameWords(name); w.reg == nil || len(words) == 0 || !checkVerbs[words[0]] {
		return false
	}
	for _, k := range []string{"valid", "isValid", "is_valid"} {
		if v := unwrap(m.values[k]); v != nil && extract.Type(v) == "false" {
			return true
		}
	}
	return false
}

// checkVerbs are the first words of the names of tools that check something (verdictOfCheck).
var checkVerbs = map[string]bool{"validate": true, "verify": true, "check": true, "lint": true}

// successFlags are the members that say whether the call succeeded, as Python's rule reads
// them: `success` and `ok`, false or computed at run time (errorMemberReason).
var successFlags = []string{"success", "ok"}

// isComputedFlag reports whether a flag's value is decided at run time: a comparison, a
// negation, a variable or member, a call; not a literal.
func isComputedFlag(v *sitter.Node) bool {
	switch extract.Type(v) {
	case "binary_expression", "unary_expression", "identifier", "member_expression", "call_expression",
		"ternary_expression", "subscript_expression":
		return true
	}
	return false
}

// failureTextReason says whether a text value reports a failure: it opens with error words, is
// JSON.stringify of an object with an error member, (in a catch block) shows the caught error,
// or is a variable that a failure branch assigns before the return at ret (in fn).
func (f *file) failureTextReason(t *sitter.Node, caughtName string, fn, ret *sitter.Node, depth int) reason {
	t = unwrap(t)
	if t == nil {
		return reason{}
	}
	if f.replacedBeforeReturn(t, fn, ret) {
		return reason{} // `let text = "Failed"; text = "Saved"`: the declared text never reaches ret (softlocal.go)
	}
	if txt, ok := f.leadingText(t, 0); ok && opensWithFailure(txt) {
		return reason{text: fmt.Sprintf("text %q", clip(txt))}
	}
	if txt, ok := concatText(t, f.Src); ok && opensWithFailure(txt) {
		return reason{text: fmt.Sprintf("text %q", clip(txt))} // a chain longer than leadingText reads, or a dynamic first part
	}
	if depth == 0 {
		if r := f.failurePhraseReason(t, fn); r.ok() {
			return r // softphrase.go
		}
	}
	if extract.Type(t) == "call_expression" && (isJSONStringify(extract.Field(t, "function"), f.Src) || f.isSerializer(extract.Field(t, "function"))) {
		arg := argument(extract.Field(t, "arguments"), 0)
		if r := f.helperFailureObject(arg, ret); r.ok() {
			return r
		}
		if obj := f.objectOf(arg, 0); obj != nil {
			if r := f.errorMemberReason(f.members(obj, 0)); r != "" {
				return f.literalOutside(reason{text: "JSON text with " + r}, obj, ret) // softlocal.go
			}
		}
		if depth == 0 {
			if r := f.assignedFailure(arg, fn, ret, func(v *sitter.Node, _ string) string {
				if obj := f.objectOf(v, 0); obj != nil {
					if r := f.errorMemberReason(f.members(obj, 0)); r != "" {
						return "JSON text with " + r
					}
				}
				return ""
			}); r.ok() {
				return r
			}
		}
	}
	if m := f.errorRead(t, 0); m != "" {
		return reason{text: "text taken from " + m}
	}
	if caughtName != "" && mentions(extract.Content(t, f.Src), caughtName) {
		return reason{text: "the text of " + caughtName + ", the caught error", caught: true}
	}
	if r := f.caughtPart(t, caughtName, fn, ret); r.ok() {
		return r // `${contextMessage}: ${errorMessage}`, errorMessage the caught error's (softlocal.go)
	}
	if r := f.parseFailureReason(t, fn, ret); r.ok() {
		return r // `"items: " + parsed.error.message` under `!parsed.success` (softparsed.go)
	}
	if r := f.runtimeFailure(t, caughtName, fn, ret, depth); r.ok() {
		return r
	}
	if r := f.gatheredFailure(t, fn, ret); r.ok() {
		return r // softgathered.go
	}
	if depth == 0 {
		if r := f.heldFailureText(t, caughtName, fn, ret); r.ok() {
			return r // softlocal.go
		}
		if r := f.embeddedFailure(t, fn, ret); r.ok() {
			return r // softembedded.go
		}
		if r := f.caughtFallbackText(t, fn, ret); r.ok() {
			return r // promisefallback.go
		}
		id := f.textReceiver(t)
		return f.assignedFailure(id, fn, ret, func(v *sitter.Node, caught string) string {
			if r := f.failureTextReason(v, caught, fn, ret, depth+1); r.ok() {
				return r.text
			}
			if v != nil && mentions(extract.Content(v, f.Src), text(unwrap(id), f.Src)) {
				return "" // `text = \`[Note: ... not available]\n${text}\``: a note beside the answer
			}
			return f.failurePhraseReason(v, fn).text // a failure branch's assignment (softphrase.go)
		})
	}
	return reason{}
}

// assignedFailure looks at the assignments to a local variable (declared with let or var in
// fn) that control can carry to the return ret, and returns the first whose value judge says
// reports a failure: `let body; try { body = await read() } catch (e) { body = \`Could not read:
// ${e}\` } return { content: [{ type: "text", text: body }] }`.
func (f *file) assignedFailure(id, fn, ret *sitter.Node, judge func(v *sitter.Node, caught string) string) reason {
	id = unwrap(id)
	if id == nil || fn == nil || (extract.Type(id) != "identifier" && extract.Type(id) != "shorthand_property_identifier") {
		return reason{}
	}
	name := extract.Content(id, f.Src)
	d := f.resolve(name, id)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) {
		return reason{}
	}
	if f.parent(d) == nil || f.isConstDecl(d) {
		return reason{}
	}
	body := functionBody(fn)
	if body == nil {
		return reason{}
	}
	var found reason
	f.walkOwn(body, func(n *sitter.Node) {
		if found.ok() || extract.Type(n) != "assignment_expression" || extract.StartByte(n) > extract.StartByte(ret) {
			return
		}
		if l := extract.Field(n, "left"); l == nil || extract.Type(l) != "identifier" || extract.Content(l, f.Src) != name {
			return
		}
		if !f.fallsThrough(n, ret, fn) || f.overwrittenBefore(n, ret, name) {
			return
		}
		if why := judge(extract.Field(n, "right"), f.catchParameter(n, fn)); why != "" {
			found = reason{text: why + " assigned to " + name, assigned: n}
		}
	})
	return found
}

// fallsThrough reports whether control that passes n can go on to ret: no return or throw
// follows n in a block between it and the statement that holds ret.
func (f *file) fallsThrough(n, ret, fn *sitter.Node) bool {
	for p := n; p != nil && !same(p, fn); p = f.parent(p) {
		par := f.parent(p)
		if par == nil || isInside(ret, par) && (extract.Type(par) == "statement_block" || f.parents.isFunction(par)) {
			return true
		}
		if extract.Type(par) != "statement_block" && extract.Type(par) != "switch_case" {
			continue
		}
		after := false
		for i := 0; i < int(extract.NamedChildCount(par)); i++ {
			c := extract.NamedChild(par, i)
			if same(c, p) {
				after = true
				continue
			}
			if after && (extract.Type(c) == "return_statement" || extract.Type(c) == "throw_statement") {
				return false
			}
		}
	}
	return true
}

// isWarning reports whether a text opens with a warning sign (⚠️ "Couldn't open the browser;
// copy this link instead"): the tool reports something it could not do beside an answer it gives.
func isWarning(txt string) bool { return guidance.IsWarning(txt) }

// errorReadProps are member names whose value is an error's description.
var errorReadProps = map[string]bool{"error": true, "errorMessage": true, "error_message": true, "err": true}

// errorRead returns the member expression (x.error) a text value is read from, directly, as the
// left side of ?? or ||, or through a local constant; "" when it is not.
func (f *file) errorRead(t *sitter.Node, depth int) string {
	t = unwrap(t)
	if t == nil || depth > 3 {
		return ""
	}
	switch extract.Type(t) {
	case "member_expression":
		if errorReadProps[text(extract.Field(t, "property"), f.Src)] {
			return extract.Content(t, f.Src)
		}
	case "binary_expression":
		if op := extract.Field(t, "operator"); op != nil && (extract.Type(op) == "??" || extract.Type(op) == "||") {
			return f.errorRead(extract.Field(t, "left"), depth+1)
		}
	case "identifier", "shorthand_property_identifier":
		return f.errorRead(f.valueOf(t), depth+1)
	}
	return ""
}

// mentions reports whether code refers to the identifier name: name not preceded by a word
// character, $ or a dot, and ending at a word boundary (the pattern (^|[^\w$.])name\b, matched
// without compiling it, as it is asked for every candidate of the soft rules).
func mentions(code, name string) bool {
	if name == "" {
		return regexp.MustCompile(`(^|[^\w$.])\b`).MatchString(code)
	}
	endsWord := isWordByte(name[len(name)-1])
	for i := 0; i+len(name) <= len(code); {
		j := strings.Index(code[i:], name)
		if j < 0 {
			return false
		}
		j += i
		if j == 0 || !isWordByte(code[j-1]) && code[j-1] != '$' && code[j-1] != '.' {
			end := j + len(name)
			if endsWord != (end < len(code) && isWordByte(code[end])) {
				return true
			}
		}
		i = j + 1
	}
	return false
}

// isWordByte reports whether b is an ASCII word character (\w).
func isWordByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// catchParameter returns the name bound by the catch clause a return sits in (inside fn), or "".
func (f *file) catchParameter(stmt, fn *sitter.Node) string {
	for p := f.parent(stmt); p != nil && (fn == nil || !same(p, fn)); p = f.parent(p) {
		if extract.Type(p) == "catch_clause" {
			if param := extract.Field(p, "parameter"); param != nil && extract.Type(param) == "identifier" {
				return extract.Content(param, f.Src)
			}
			return ""
		}
	}
	if fn != nil && extract.Type(fn) == "arrow_function" {
		return f.effectCaught(fn) // an Effect catch combinator's callback (softeffect.go)
	}
	return ""
}

// flagChosen reports whether a result object's isError may be true (or its members are not all
// known): it is errorresult's business, not softerror's. A flag spelled false (`isError: false`)
// says the result is a success, as a result without it does: its text is judged.
func (f *file) flagChosen(m members) bool {
	v, ok := m.values["isError"]
	return m.opaque || ok && !f.isFalseFlag(v)
}
