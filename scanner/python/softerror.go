package python

import (
	"fmt"
	"strings"
	"unicode/utf8"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// softErrors finds tools that return a failure as a successful result (rule softerror): error
// text ("Error: ...", "Failed to ...", the caught exception), text that names what went wrong
// ("Invalid mode x", and in a failure block "Note x not found"), an {"error": ...} object or a
// success flag that is false on failure, returned without isError, directly, through a variable
// a failure branch assigns, or from a helper of the file that may return one. "No results" is
// not a failure, per-item errors collected into a batch result are not the tool's failure, and
// a health check's "down" is its answer.
func (c *fileCtx) softErrors() []*site {
	var out []*site
	if len(c.tools) == 0 {
		return nil
	}
	for _, m := range c.run("returns") {
		ret := m.site
		t := c.toolOf(ret)
		if t == nil || c.isProbe(t) && !c.probeFails(m.value) || c.cannotRun(ret) {
			continue // no tool, a probe's answer (but for its own failures: precondition.go), or dead code (invariants.go)
		}
		v := c.uncast(unparen(m.value))
		if c.leavesBuilt(v) {
			continue // the helper's return builds the result: the finding stands there
		}
		sv := c.softReturn(m.value) // the summaries ask the same of every function's returns
		if c.isProbe(t) {
			sv.places = c.probePlaces(sv.places)
		}
		if sv.why != "" && c.answersState(t, v) {
			continue // a status tool's answer that the state is not there (precondition.go)
		}
		var pending *extract.Pending
		if sv.why == "" && c.inExcept(ret) {
			if sv = c.importedErrorHelper(v, t); sv.why != "" {
				if k := c.callTarget(v); k != "" {
					// The helper is the root's: unless it raises or builds an isError result.
					// A whole result the helper builds is its own finding (softresult.go).
					// Its own failure text, when it returns one, is cited.
					pending = &extract.Pending{Keys: c.keysOf(k), Unless: extract.AlwaysRaises | extract.ErrorResult | extract.SoftResult, Cite: extract.SoftFailure}
				}
			}
		}
		if sv.why != "" && sv.shape == finding.ProseOnly && c.validatesOutput(t) {
			continue
		}
		if sv.why != "" && c.checkingTool(t) && c.verdictsOfLocal(v) {
			continue // a checking tool returns the verdicts of a function of the file (verdict.go)
		}
		if sv.why == "" && pending == nil {
			if p, callee := c.rebuiltItemsPending(v); p != nil {
				// [TextContent(...) for item in result.content]: the callee's flag is dropped (rebuiltitems.go).
				st := c.softSite(ret, v, isSoft(finding.Unknown, ""), t.def, p)
				st.message = fmt.Sprintf("%s returns content items rebuilt from the result %s returns, dropping the is_error=True it sets on failure (see related): the client sees isError false and the agent reads the failure as data; %s instead", c.toolLabel(t, ret), callee, rebuiltFix(t.fw))
				out = append(out, st)
				continue
			}
		}
		if sv.why == "" {
			p, psv := c.pendingReturn(v, ret)
			if p == nil {
				continue
			}
			pending, sv = p, psv
			if c.checkingTool(t) && pending.Need != 0 {
				pending.UnlessAll = extract.OnlyVerdicts // not when the callee's failures are verdicts (verdict.go)
			}
			if tp, tsv := c.handedThroughPending(v); tp != nil {
				// safe_json_serialize(summary): the serializer's own failures are the site
				// above's; what it hands on from summary's callee is this one (passedthrough.go).
				st := c.softSite(ret, v, tsv, t.def, tp)
				st.message = fmt.Sprintf("%s returns %s as a successful result: the client sees isError false and the agent reads the failure as data; %s instead", c.toolLabel(t, ret), tsv.why, softFix(t.fw))
				st.related = append(st.related, c.handedOnRelated(c.handedCall(v))...)
				out = append(out, st)
			}
		}
		if pending == nil && sv.why != "" {
			if keys := c.outcomeCallKeys(v); keys != nil {
				// {"success": result.success, "error": result.error}: only if the callee may
				// return a failure (outcomecall.go).
				pending = &extract.Pending{Keys: keys, Need: extract.SoftFailure}
			}
		}
		if pending == nil && extract.Type(v) == "boolean_operator" && c.isOr(v) {
			// return article or {"error": "..."}: the failure of its own stands, and what the
			// callee returns on its failures gets through as well; the finding cites those.
			if p, _ := c.pendingSoft(unparen(extract.Field(v, "left"))); p != nil && len(p.Keys) > 0 && p.Need != 0 && len(p.AnyOf) == 0 {
				pending = &extract.Pending{Keys: p.Keys, Cite: p.Need}
			}
		}
		if pending == nil {
			pending = c.alsoCited(v) // alsocited.go
		}
		st := c.softSite(ret, v, sv, t.def, pending)
		c.statusFlagPending(ret, v, st) // statusflag.go
		c.leaveToShared(st, v)          // sharedhelper.go
		st.message = fmt.Sprintf("%s returns %s as a successful result: the client sees isError false and the agent reads the failure as data; %s instead", c.toolLabel(t, ret), sv.why, softFix(t.fw))
		out = append(out, st)
	}
	for _, st := range out {
		if note := c.factoryNote(c.tools[extract.StartByte(st.def)]); note != "" {
			st.message += " (" + note + ")" // externalfactory.go
		}
	}
	return out
}

// pendingReturn returns, for a returned value that is no failure of the file's own, the
// condition under which it hands on a callee's failure, and the failure it would be (why, its
// shape, the places of the file it rests on); nil
// when it hands on none: a result model of the file spreading it (modelsplat.go; before the
// call of the model's class, which is none of the root's functions), what a call returns, a
// success object holding it (successdict.go).
func (c *fileCtx) pendingReturn(v, ret *sitter.Node) (*extract.Pending, soft) {
	if sv, p := c.passedThroughImported(v); p != nil {
		return p, sv // format_result({"success": False, ...}) (passedthrough.go)
	}
	if sv, p := c.inheritedPassed(v); p != nil {
		return p, sv // self._format_error("Error: ...") of a base class (inheritedpass.go)
	}
	if sv, p := c.subHandlerPassed(v); p != nil {
		return p, sv // return await self._send(arguments), whose returns are such (inheritedpass.go)
	}
	if p, sv := c.errorModelPending(v, ret); p != nil {
		return p, sv // if isinstance(x, ErrorResponse): return x.model_dump() (errormodel.go)
	}
	p, why, shape := c.pendingCall(v, ret)
	return p, isSoft(shape, why)
}

// pendingCall is pendingReturn for a value that hands on what a call returns.
func (c *fileCtx) pendingCall(v, ret *sitter.Node) (*extract.Pending, string, finding.Shape) {
	if p, model, callee := c.modelSplatPending(v, ret); p != nil {
		return p, "a " + model + " whose fields spread what " + callee + " returns, which may be an error object (see related),", finding.Structured
	}
	if p, callee := c.pendingSoft(v); p != nil {
		return p, "what " + callee + " returns, which may be a failure (see related),", finding.Unknown
	}
	if p, callee := c.successDictPending(v); p != nil {
		return p, "a success object holding what " + callee + " returns, which may be a failure (see related),", finding.Unknown
	}
	if p, callee := c.memberTextPending(v); p != nil {
		return p, "an object holding what " + callee + " returns, which may be failure text (see related),", finding.Unknown
	}
	if sc := c.structuredOf(v); sc != nil {
		if p, callee := c.pendingSoft(sc); p != nil && p.Need&extract.SoftFailure != 0 {
			p.Need = extract.SoftFailure // only an error object fills structured content
			return p, "a result whose structured content is what " + callee + " returns, which may be an error object (see related),", finding.Structured
		}
	}
	return nil, "", ""
}

// softSite is the softerror site of the return statement ret in function def, whose value v
// hands back the failure sv; the message is the caller's.
func (c *fileCtx) softSite(ret, v *sitter.Node, sv soft, def *sitter.Node, pending *extract.Pending) *site {
	st := &site{rule: "softerror", anchor: ret, span: ret, construct: finding.Literal, api: "return",
		payload: payload{shape: sv.shape}, outcome: finding.Success, def: def, related: c.relatedOf(sv.places), pending: pending}
	c.anchorAtBranch(st, ret, sv.branch) // branchanchor.go
	for _, d := range c.returnedDicts(v, 0) {
		c.typedFields(d, &st.payload.typed, 0)
	}
	return st
}

// scalarOutput matches return annotations that python-sdk (1.10 and later, and 2.x) turns into
// an output schema a string cannot satisfy.
var scalarOutput = lazyre.New(`^(int|float|bool)$`)

// validatesOutput reports whether the SDK validates a tool's return against its annotation so
// that returned text fails: a FastMCP / MCPServer tool annotated -> int, -> float or -> bool.
// "Error: ..." from such a tool reaches the client as an isError result (a validation error in
// place of the text), not as a success.
func (c *fileCtx) validatesOutput(t *tool) bool {
	if t.fw != fwFastMCP1 && t.fw != fwMCPServer2 {
		return false
	}
	if c.sdk.mcpVersion != "" && c.sdk.mcpMajor() < 2 && versionPart(c.sdk.mcpVersion, 1) < 10 {
		return false // structured output came with python-sdk 1.10
	}
	return scalarOutput.MatchString(c.text(extract.Field(t.def, "return_type")))
}

// probeName matches the tools whose ordinary answer may be that something is down: health
// checks, pings, connection and credential tests (test_connection, test_wikipedia_connectivity,
// auth_check, check_credentials, pfsense_check_webgui_login, login_check, and with a service's
// name before the check verb, shop_check_login_session, crm_test_connection: "ok": false is the
// answer, that auth fails; not login_user, which does the work, nor a bare shop_ping, which may
// fetch the service's state), preflights (preflight,
// connectivity_preflight: reachable, authenticated, writable are the answer; not
// preflight_transfer, which does the work after its checks) and set-up
// diagnostics (diagnostics, diagnose_zenml_setup) report a failed dependency as their result.
// A diagnosis of a thing the caller names (diagnose_run(run_id), diagnose_job) is no probe:
// "run_not_found" is its own failure.
var probeName = lazyre.New(`(?i)^(get_|check_|run_)?(health|healthcheck|health_check|ping|probe|heartbeat|liveness|readiness)$|^(\w+_)?(check|test|verify)_(\w+_)?(connection|connectivity|auth|authentication|credentials|login|reachability)(_(session|status))?$|^(\w+_)?(check|test|verify)_session$|^(\w+_)?(auth|authentication|credentials|connection|connectivity|login|reachability)_(check|test|status|preflight)$|^(run_)?pre_?flight(_checks?)?$|^(run_)?(diagnose|diagnostics)((_\w+)?_(setup|environment|env|system|install|installation|config|configuration|connection|connectivity|server|dependencies|deps|auth|credentials|network))?(_tool)?$`)

// probeWords are words of which each name probeName matches holds one, whatever its case: each
// of its alternatives ends in a word of this list (connection and connectivity hold "connect",
// authentication "auth", diagnose and diagnostics "diagnos", preflight "flight").
var probeWords = []string{"health", "ping", "probe", "heartbeat", "liveness", "readiness", "connect", "auth",
	"credentials", "login", "reachability", "session", "flight", "diagnos"}

// probeNamed is probeName.MatchString(name), which reachedProblems asks of every function of a
// file: an ASCII name that holds none of probeWords, in any case, is none, without running the
// regexp. A name with other bytes goes to the regexp, whose (?i) also folds the Kelvin sign into
// k and the long s into s.
func probeNamed(name string) bool {
	for i := 0; i < len(name); i++ {
		if name[i] >= utf8.RuneSelf {
			return probeName.MatchString(name)
		}
	}
	for _, w := range probeWords {
		if containsFoldASCII(name, w) {
			return probeName.MatchString(name)
		}
	}
	return false
}

// containsFoldASCII reports whether s holds the lower-case ASCII word w in any case.
func containsFoldASCII(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		j := 0
		for ; j < len(w); j++ {
			b := s[i+j]
			if 'A' <= b && b <= 'Z' {
				b += 'a' - 'A'
			}
			if b != w[j] {
				break
			}
		}
		if j == len(w) {
			return true
		}
	}
	return false
}

// isProbe reports whether a tool is a health check or probe.
func (c *fileCtx) isProbe(t *tool) bool {
	return probeNamed(t.name) || probeNamed(c.text(extract.Field(t.def, "name")))
}

// soft is what softValue makes of a returned value: why it is a failure in disguise ("" when it
// is not one), its shape, and the other places of the file the verdict rests on (a helper's
// return, the assignment of a shared result).
type soft struct {
	shape  finding.Shape
	why    string
	places []place
	// branch is the branch of a conditional expression that gives the failure, or nil: the
	// finding stands on it when the return writes the conditional out (branchanchor.go).
	branch *sitter.Node
}

// place is a node of this file a finding names in its related locations.
type place struct {
	node    *sitter.Node
	message string
}

func isSoft(shape finding.Shape, why string) soft { return soft{shape: shape, why: why} }

// with returns s with p added before its places (the reader follows the chain outwards in).
func (s soft) with(n *sitter.Node, message string) soft {
	s.places = append([]place{{n, message}}, s.places...)
	return s
}

// relatedOf turns places into related locations (same file).
func (c *fileCtx) relatedOf(ps []place) []finding.Related {
	var out []finding.Related
	for _, p := range ps {
		pt := p.node.StartPoint()
		out = append(out, finding.Related{Line: int(pt.Row) + 1, Column: int(pt.Column) + 1, Message: p.message})
	}
	return out
}

// block says which failure blocks a value is built in, within its own function: an except
// clause, where any text that carries the caught exception or says that something failed is a
// failure; a branch of an if, elif, else or match case, or the body of a function named for the
// error it builds, where text that says something failed ("Note {p} not found") is one. The words also appear in a function's plain answer, which is
// not judged. Whether the statement sits in a branch is asked only when a text needs it.
type block struct {
	except bool
	at     *sitter.Node // the statement the value belongs to; nil for none
}

// blockOf says which failure blocks the statement n sits in.
func (c *fileCtx) blockOf(n *sitter.Node) block {
	return block{except: c.inExcept(n), at: n}
}

// inBranch reports whether a block's statement (or a branch of a conditional expression) sits
// in a branch of its function, or in a function that builds an error (errorbuilder.go).
func (c *fileCtx) inBranch(b block) bool {
	if b.at == nil {
		return false
	}
	for p := extract.Parent(b.at); p != nil && extract.Type(p) != "function_definition"; p = extract.Parent(p) {
		switch extract.Type(p) {
		case "if_statement", "elif_clause", "else_clause", "case_clause", "conditional_expression":
			return true
		}
	}
	// if "tunnel" in msg: return "Tunnel not available"; return f"Screenshot failed: {msg}":
	// the return after an if that returns is that if's else branch.
	// def format_error(op, err): return f"{op} failed: {err}": the whole function is the failure
	// path its callers take (errorbuilder.go).
	return c.afterReturningIf(b.at) || c.inErrorBuilder(b.at)
}

// afterReturningIf reports whether a value is handed back by a return statement right after an
// if statement with no elif or else whose block ends in a return: the return runs only when
// the if's condition is false, it is the if's else branch spelt after it.
func (c *fileCtx) afterReturningIf(v *sitter.Node) bool {
	ret := v
	for ret != nil && extract.Type(ret) != "return_statement" {
		if t := extract.Type(ret); t != "parenthesized_expression" && !sameNode(ret, v) {
			return false
		}
		ret = c.parent(ret)
	}
	if ret == nil {
		return false
	}
	prev := c.statementBefore(ret, func(st *sitter.Node) bool { return extract.Type(st) == "comment" }) // searchmiss.go
	if prev != nil && extract.Type(prev) == "for_statement" && extract.Field(prev, "alternative") == nil {
		// for c in deck: if c == name: return ...; return f"Card {name} not found": the return
		// runs only when the search matched nothing.
		return returnsFromIf(extract.Field(prev, "body"))
	}
	if prev == nil || extract.Type(prev) != "if_statement" || extract.Field(prev, "alternative") != nil {
		return false
	}
	last := lastStatement(extract.Field(prev, "consequence"))
	return last != nil && extract.Type(last) == "return_statement"
}

// returnsFromIf reports whether a loop's body returns from the consequence of an if in it (not
// in a nested function): it returns what it looks for.
func returnsFromIf(body *sitter.Node) bool {
	if body == nil {
		return false
	}
	found := false
	var walk func(n *sitter.Node, inIf bool)
	walk = func(n *sitter.Node, inIf bool) {
		for _, ch := range namedChildren(n) {
			if found {
				return
			}
			switch extract.Type(ch) {
			case "function_definition", "lambda", "class_definition":
				continue
			case "return_statement":
				found = inIf
				continue
			case "if_statement":
				walk(ch, true)
				continue
			}
			walk(ch, inIf)
		}
	}
	walk(body, false)
	return found
}

// laterLineIsError reports whether a line of a text after its first starts as an error
// ("Error: ...", "ERROR ..."): a text that explains a failure and then quotes it.
func laterLineIsError(text string) bool {
	lines := strings.Split(strings.ReplaceAll(text, `\n`, "\n"), "\n") // an escape, as the source spells it
	for _, l := range lines[1:] {
		if l = strings.TrimSpace(l); l != "" && guidance.StartsAsError(l) {
			return true
		}
	}
	return false
}

// errorWord finds an error word anywhere in a text; in an except block such a text reports the
// failure it handles ("Database error while saving {…}").
var errorWord = lazyre.New(`(?i)\b(error|exception|failed|failure)\b`)

var errorHelperName = lazyre.New(`(?i)(^|_)(err|errors?|exceptions?|fail|failures?)(_|$)`)

// importedErrorHelper recognises, in an except block, `return handle_api_error(name, e)`: a
// helper from another module, named for errors, given the caught exception, in a tool whose
// annotation says it returns data (dict, str, a model) and so cannot be returning an isError
// CallToolResult. The file does not show what the helper builds, so the shape is unknown.
func (c *fileCtx) importedErrorHelper(v *sitter.Node, t *tool) soft {
	if v == nil || extract.Type(v) != "call" || c.localDef(v) != nil {
		return soft{}
	}
	fn := extract.Field(v, "function")
	name := lastName(c.text(fn))
	q := c.qualify(fn)
	if !errorHelperName.MatchString(name) || isModelName(name) || rootPackage(q) == "mcp" || rootPackage(q) == "fastmcp" {
		return soft{}
	}
	rt := c.text(extract.Field(t.def, "return_type"))
	if rt == "" || rt == "Any" || rt == "object" || strings.Contains(rt, "CallToolResult") || strings.Contains(rt, "ToolResult") {
		return soft{}
	}
	kw, pos := c.arguments(v)
	for _, a := range append(pos, mapValues(kw)...) {
		if a = unparen(a); extract.Type(a) == "identifier" && c.isExceptAlias(a) {
			return isSoft(finding.Unknown, "what "+name+" builds from the caught exception")
		}
	}
	return soft{}
}

// softValue says whether a returned value is a failure in disguise, and how it looks. blk is
// the failure blocks the value is built in.
func (c *fileCtx) softValue(v *sitter.Node, blk block, depth int) soft {
	if v == nil || depth > maxDepth {
		return soft{}
	}
	inExcept := blk.except
	switch extract.Type(v) {
	case "identifier":
		if inExcept && c.isExceptAlias(v) {
			return isSoft(finding.ProseOnly, "the caught exception")
		}
		return c.softVariable(v, depth)
	case "attribute", "subscript":
		if inExcept && c.onExceptAlias(v) {
			// except ApiError as e: return e.detail / e.args[0]
			return isSoft(finding.ProseOnly, "the caught exception's "+c.text(v))
		}
		if sv := c.softFailedObject(v, blk); sv.why != "" || extract.Type(v) != "subscript" {
			return sv // if not result.success: return result.error_message
		}
		return c.softIndexed(v, depth) // output[0] after output = text, cost (tupleindex.go)
	case "string", "concatenated_string", "binary_operator":
		text, full := c.constantText(v), c.fullText(v)
		// Whether v stands on a failure path, read once and only when a case asks: the
		// cases below ask it before the regexps that it gates.
		failing, known := false, false
		onFailurePath := func() bool {
			if !known {
				failing, known = inExcept || c.inBranch(blk), true
			}
			return failing
		}
		switch {
		case guidance.StartsAsError(text):
			return isSoft(finding.ProseOnly, "error text")
		case inExcept && c.mentionsExcept(v):
			return isSoft(finding.ProseOnly, "the caught exception as text")
		case guidance.StartsAsFailure(full), guidance.ContradictsSuccess(full):
			// "Compilation completed, but PDF file was not created": a success taken back
			return isSoft(finding.ProseOnly, "failure text")
		case onFailurePath() && (guidance.ReportsFailure(full) || guidance.NamesRequired(full)), inExcept && errorWord.MatchString(full):
			return isSoft(finding.ProseOnly, "failure text")
		case missesSetup(full, onFailurePath()):
			// "Not connected to the mixer.\n\nUse mixer_connect first: ...", returned by a
			// helper whose own body has no branch; "No active authentication flow. Use the
			// start_auth tool to begin authentication." in a failure block (precondition.go)
			return isSoft(finding.ProseOnly, "text that says what the call needs and how to set it up")
		case onFailurePath() && guidance.EmptyWithRemedy(full):
			// if not devices: return "No tunneled devices found. Start the tunnel: sudo ...",
			// "Auto-discovery did not find a browser session. Log into the site, then retry.":
			// "No accounts found. Check SHOP_API_ACCOUNT_ID in .env.": an empty answer that
			// tells how to set the environment up reports that it is not.
			return isSoft(finding.ProseOnly, "text that says what is missing and how to set it up")
		case onFailurePath() && laterLineIsError(full):
			// "Developer Mode is not enabled. Enable it in Settings.\n\nError: {msg}"
			return isSoft(finding.ProseOnly, "failure text")
		case onFailurePath() && guidance.MissesNamed(full) && !c.namesQuery(v):
			// if not page.exists(): return f"No article found for '{title}'."
			return isSoft(finding.ProseOnly, "text that says the named thing is missing")
		case onFailurePath() && guidance.MissesOneOf(full) && c.holesNameIDs(v):
			// if not job.output_file: return f"No output file found for job {job_id}"
			return isSoft(finding.ProseOnly, "text that says the named thing is missing")
		case onFailurePath() && c.missesTarget(v, full):
			// if not results: return f"No media found matching '{title}'." in media_set_artwork
			return isSoft(finding.ProseOnly, "text that says the target of the action is missing") // actiontarget.go
		case !guidance.ReportsSuccess(full):
			// "LOG STATISTICS:\n" + "\n".join(stats): a failure line among the joined ones.
			for _, j := range c.joinsIn(v) {
				if sv := c.softJoined(j, depth); sv.why != "" {
					return sv
				}
			}
			return c.softOpening(v, depth) // msg + details (openingvar.go)
		}
	case "dictionary":
		if t := c.textBlock(v); t != nil {
			// return [{"type": "text", "text": f"Error retrieving agents: {e}"}]: a content
			// block spelled as a dict, which the SDK sends as a success (as JSON text); its
			// text is judged as TextContent's is.
			return c.softValue(t, blk, depth+1)
		}
		if sv := c.softDict(v, depth); sv.why != "" {
			return sv
		}
		if val := c.keyedValue(v); val != nil && extract.Type(val) == "call" {
			// {request.file_path: EditResult(result="error", ...)}: the answer for the one item
			// the call was about, keyed at run time (xfile.go), is that answer's outcome.
			if sv := c.softValue(val, blk, depth+1); sv.why != "" {
				return sv
			}
		}
		return c.softSuccessMessage(v, blk, depth) // statusvar.go
	case "list":
		// [x] or, written over lines, [  # a comment\n x,\n ]: comments are named children.
		if k := extract.NamedChildCount(v); k >= 1 && k <= 3 {
			if items := namedChildren(v); len(items) == 1 {
				return c.softValue(unparen(items[0]), blk, depth+1)
			}
		}
	case "boolean_operator":
		if c.isOr(v) {
			// return article or {"exists": False, "error": "Unknown error"}: the fallback
			return c.softValue(unparen(extract.Field(v, "right")), blk, depth+1)
		}
	case "call":
		if a := c.castValue(v); a != nil {
			return c.softValue(a, blk, depth) // return cast(T, message)
		}
		if sv := c.softFailedObject(v, blk); sv.why != "" {
			return sv // if not result.success: return result.to_string(): failedobject.go
		}
		return c.softCall(v, blk, depth)
	case "conditional_expression":
		return c.softConditional(v, blk, depth) // outcometext.go
	}
	return soft{}
}

// softCall is softValue for a call.
func (c *fileCtx) softCall(v *sitter.Node, blk block, depth int) soft {
	inExcept := blk.except
	fnNode := extract.Field(v, "function")
	fn := c.text(fnNode)
	kw, pos := c.arguments(v)
	switch {
	case fn == "str" && len(pos) == 1 && inExcept && c.isExceptAlias(unparen(pos[0])):
		return isSoft(finding.ProseOnly, "the caught exception as text")
	case inExcept && extract.Type(fnNode) == "attribute" && c.onExceptAlias(fnNode):
		// except ApiError as e: return await e.describe() / e.to_dict()
		return isSoft(finding.Unknown, "what the caught exception's "+lastName(fn)+"() builds")
	case c.dumps(fnNode) && len(pos) > 0:
		// json.dumps({"error": ...}), json.dumps(body), json.dumps(error_body(ticker))
		if sv := c.softValue(unparen(pos[0]), blk, depth+1); sv.shape == finding.Structured {
			sv.shape, sv.why = finding.JSONInText, sv.why+" as "+c.dumpFormat(fnNode)+" text"
			return sv
		}
	case lastName(fn) == "TextContent" && kw["text"] != nil:
		return c.softValue(unparen(kw["text"]), blk, depth+1)
	case c.resultAPI(fnNode) != "":
		return c.softResult(v, blk, depth)
	case c.joinedList(v) != nil:
		return c.softJoined(v, depth)
	case c.serializedModel(v) != nil:
		// ToolExceptionResponse(status_code=500, error_message=str(e)).to_dict(): the model's
		// members, as a dictionary
		if sv := c.softCall(c.serializedModel(v), blk, depth+1); sv.why != "" {
			return sv
		}
	case c.strMethodObject(v) != nil:
		// msg.strip(), "Error: {}".format(x): the text the method transforms
		if sv := c.softValue(c.strMethodObject(v), blk, depth+1); sv.why != "" {
			return sv
		}
	}
	if sv := c.softSerialized(v, depth); sv.why != "" {
		return sv // err = ErrorResponse(error=str(exc)); return err.dict() (serialvar.go)
	}
	if def := c.localDef(v); def != nil && c.tools[extract.StartByte(def)] == nil {
		if sv := c.softHelper(def, depth); sv.why != "" {
			return sv
		}
		if sv := c.softFlagBuilder(v, def, depth); sv.why != "" {
			return sv // build_response(success=False, info=...) (flagbuilder.go)
		}
		if sv := c.softStatusBuilder(v, def); sv.why != "" {
			return sv // build_text_response(status="error", ...) (statustext.go)
		}
		return c.softThrough(v, def, blk, depth)
	}
	if def := c.executorRunDef(v); def != nil && c.tools[extract.StartByte(def)] == nil {
		if sv := c.softHelper(def, depth); sv.why != "" {
			return sv // future = pool.submit(helper, q); return future.result() (executorrun.go)
		}
	}
	if (fn == "dict" || isModelName(lastName(fn))) && c.isErrorMembers(kw) {
		return isSoft(finding.Structured, "an error object")
	}
	if inExcept && isModelName(lastName(fn)) && c.carriesException(v, 0) {
		// except HTTPError as e: return SearchResponse(results=[Hit(title=f"Error: {e}")])
		return isSoft(finding.Structured, "a "+lastName(fn)+" carrying the caught exception")
	}
	return soft{}
}

// textBlock returns the text of a dict that spells a text content block ({"type": "text",
// "text": …}, nothing else), or nil.
func (c *fileCtx) textBlock(d *sitter.Node) *sitter.Node {
	p := c.pairs(d)
	if len(p) != 2 || len(namedChildren(d)) != 2 {
		return nil
	}
	if k, ok := c.plainString(p["type"]); !ok || k != "text" {
		return nil
	}
	return unparen(p["text"])
}

// onExceptAlias reports whether an attribute, subscript or call chain starts at the caught
// exception (e.detail, e.args[0], e.response.json).
func (c *fileCtx) onExceptAlias(n *sitter.Node) bool {
	for n != nil {
		switch extract.Type(n) {
		case "identifier":
			return c.isExceptAlias(n)
		case "attribute":
			n = extract.Field(n, "object")
		case "subscript":
			n = extract.Field(n, "value")
		case "call":
			n = extract.Field(n, "function")
		default:
			return false
		}
	}
	return false
}

// queryName matches a value that holds what a search looks for: a text that names it ("No
// article found for '{query}'") is a search's empty answer, not a named thing's miss.
var queryName = lazyre.New(`(?i)(^|[^a-z])(q|query|queries|search\w*|term|terms|keywords?|pattern|filter|prefix|text)([^a-z]|$)`)

// idName matches a name that holds an identifier: id, job_id, task.id, userId, uuid.
var idName = lazyre.New(`(^|[._])(id|uuid)$|[a-z]Id$`)

// holesNameIDs reports whether every value an f-string puts in is an identifier's name
// (idName), and there is one: "No output file found for job {job_id}" names the owner it looked
// up, where "for provider {provider}" may name a filter.
func (c *fileCtx) holesNameIDs(v *sitter.Node) bool {
	n, ok := 0, true
	walkAll(v, func(x *sitter.Node) {
		if extract.Type(x) != "interpolation" {
			return
		}
		n++
		e := unparen(extract.NamedChild(x, 0))
		if e == nil || (extract.Type(e) != "identifier" && extract.Type(e) != "attribute") || !idName.MatchString(c.text(e)) {
			ok = false
		}
	})
	return ok && n > 0
}

// namesQuery reports whether a text puts in a value that names a search's query.
func (c *fileCtx) namesQuery(v *sitter.Node) bool {
	named := false
	walkAll(v, func(n *sitter.Node) {
		if extract.Type(n) == "interpolation" && queryName.MatchString(c.text(n)) {
			named = true
		}
	})
	if extract.Type(v) == "binary_operator" {
		for _, side := range []*sitter.Node{extract.Field(v, "left"), extract.Field(v, "right")} {
			if s := unparen(side); s != nil && extract.Type(s) != "string" && queryName.MatchString(c.text(s)) {
				named = true
			}
		}
	}
	return named
}
