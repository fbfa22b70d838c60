package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// notReady matches a text that opens (after a tag such as "[WARN]") with a short sentence saying
// a state the call needs is not there ("Not connected to the mixer.", "Not logged in.",
// "ComfyUI is not running.", in Spanish "PuTTY no configurado."); lapsed, one saying it has
// lapsed ("Authentication flow expired.", "Your session has expired."). With a step that sets
// the state up after it (guidance.SetupRemedy), the call could not do its work.
var (
	notReady = lazyre.New(`^\W*(?:\[\w+\]\s*)?(?:Not (?:connected|authenticated|logged in|signed in|initiali[sz]ed)|(?:[\w.-]+ ){1,3}(?:is|are) not (?:running|started|connected|authenticated|logged in|initiali[sz]ed)|(?:[\w.-]+ ){1,3}no (?:configurad|conectad|iniciad|autenticad)[oa]s?)\b[^.!?\n]{0,60}[.!]`)
	lapsed   = lazyre.New(`^\W*(?:[\w-]+ ){0,3}(?:has |have |is |was )?expired[.!]`)
)

// missesSetup reports whether a text says a state the call needs is missing (notReady, lapsed, or a
// short "No active notebook." in a failure block) and then tells how to set it up ("Use
// mixer_connect first", "Please start a new one with the start_auth tool"). A text
// that says a connection or a login is missing and how to make it is a failure wherever a tool
// returns it: the helper that spells it has no branch of its own.
func missesSetup(text string, inFailureBlock bool) bool {
	text = strings.ReplaceAll(text, `\n`, "\n") // an escape, as the source spells it
	if !guidance.SetupRemedy(text) {
		return false
	}
	return notReady.MatchString(text) || lapsed.MatchString(text) || inFailureBlock && guidance.ShortNone(text)
}

// cannotCheck matches a text that says a check could not run ("Unable to check authorization
// status due to a server error", "Could not verify the token"): the checker failed, not the
// thing it checks.
var cannotCheck = lazyre.New(`(?i)\b(?:unable to|could not|couldn't|cannot|can't|failed to) (?:check|verify|determine|confirm|poll)\b`)

// probeFails reports whether a return of a probe (isProbe), whose ordinary answer may be that
// something is down, is still a failure of the probe itself: a text in an except block that
// says the check could not run, or one in a failure block that says a step the probe needs was
// not taken and how to take it ("No active authentication flow. Use the start_auth tool
// to begin authentication."; not "Not connected", which is the answer).
func (c *fileCtx) probeFails(v *sitter.Node) bool {
	v = unparen(v)
	if v == nil {
		return false
	}
	switch extract.Type(v) {
	case "string", "concatenated_string", "binary_operator":
	case "dictionary":
		return c.afterVerdict(v)
	case "call":
		// return await check_login_status(): the probe tool hands on what a function of its file
		// answers, whose own failures count as the probe's.
		def := c.localDef(v)
		if def == nil || c.tools[extract.StartByte(def)] != nil {
			return false
		}
		for _, r := range c.returnValues(def) {
			if extract.Type(unparen(r)) != "call" && c.probeFails(r) {
				return true
			}
		}
		return false
	default:
		return false
	}
	full := strings.ReplaceAll(c.fullText(v), `\n`, "\n") // an escape, as the source spells it
	blk := c.blockOf(v)
	if blk.except && cannotCheck.MatchString(full) {
		return true
	}
	return (blk.except || c.inBranch(blk)) && !notReady.MatchString(full) && missesSetup(full, true)
}

// afterVerdict reports whether a value stands in an except clause whose try already returns the
// probe's verdict both ways, a dict whose `success` or `ok` is decided at run time by the exit
// status of the command that checks (runtimeFlagPair, readsExitStatus: `{"success":
// proc.returncode == 0, ...}`): the probe answered "down" there, so what the except clause
// answers is that the probe itself could not run (the container or the client it needs failed).
// Not after a try whose answer is a flag set to True (`return {"ok": True}`) or decided by a
// request's answer (`resp.status_code == 200`), whose except clause is the "down" answer.
func (c *fileCtx) afterVerdict(v *sitter.Node) bool {
	def := c.enclosingDef(v)
	if def == nil {
		return false
	}
	var try *sitter.Node // of the innermost except clause around v in its function (scopeidx.go)
	lo, ok := c.fnBound(v)
	c.index().excepts.each(v, lo, ok, func(clause *sitter.Node) bool {
		try = extract.Parent(clause)
		return false
	})
	if try == nil || extract.Type(try) != "try_statement" {
		return false
	}
	body := extract.Field(try, "body")
	if body == nil {
		return false
	}
	for _, r := range c.returnValues(def) {
		if r = unparen(r); !within(r, body) || extract.Type(r) != "dictionary" || c.index().excepts.within(r, extract.StartByte(body), true) {
			continue
		}
		if pair, _ := c.runtimeFlagPair(r); pair != nil && c.readsExitStatus(def, extract.Field(pair, "value")) {
			return true
		}
	}
	return false
}

// exitStatus matches a command's exit status as code reads it (`proc.returncode`,
// `exec_result.exit_code`, `status.ExitCode`).
var exitStatus = lazyre.New(`(?i)\b\w*(?:return_?code|exit_?code|exit_?status)\b`)

// readsExitStatus reports whether a flag v of def is decided by a command's exit status: itself
// (`proc.returncode == 0`) or, a name, what def binds it to (`ok = exec_result.exit_code == 0`).
// A check that runs a command (ping, curl) gets "unreachable" as that status; an exception is the
// command failing to run. A flag decided by a request's answer is not one: the request itself
// raises when the service is down, which is the probe's answer.
func (c *fileCtx) readsExitStatus(def, v *sitter.Node) bool {
	v = unparen(v)
	if v == nil {
		return false
	}
	if extract.Type(v) != "identifier" {
		return exitStatus.MatchString(c.text(v))
	}
	for _, a := range c.assignments(def)[string(c.bytesOf(v))] {
		if r := unparen(assignedValue(a)); r != nil && exitStatus.MatchString(c.text(r)) {
			return true
		}
	}
	return false
}

// probePlaces drops, from the places a probe's finding names, the texts that are its answers
// ("Not logged in yet." beside "No active login flow. Use ... to begin the login."): only its
// own failures (probeFails) are named.
func (c *fileCtx) probePlaces(ps []place) []place {
	var out []place
	for _, p := range ps {
		switch extract.Type(unparen(p.node)) {
		case "string", "concatenated_string", "binary_operator":
			if !c.probeFails(p.node) {
				continue
			}
		}
		out = append(out, p)
	}
	return out
}

// stateName matches the name of a tool that reports a state ("engine_status", "get_state",
// "is_running"), whose answer may be that the state is not there.
var stateName = lazyre.New(`(?i)(?:^|_)(?:status|state)(?:$|_)|^is_(?:\w+_)?(?:running|connected|ready)$`)

// answersState reports whether a tool that reports a state (stateName, by its name or its
// function's) returns, as a text, that the state is not there ("Render engine is not running.
// Please start the engine first."): its answer, not a failed call, as a probe's "Not connected"
// is (probeFails).
func (c *fileCtx) answersState(t *tool, v *sitter.Node) bool {
	if !stateName.MatchString(t.name) && !stateName.MatchString(c.text(extract.Field(t.def, "name"))) {
		return false
	}
	switch v = unparen(v); extract.Type(v) {
	case "string", "concatenated_string", "binary_operator":
		return notReady.MatchString(strings.ReplaceAll(c.fullText(v), `\n`, "\n"))
	}
	return false
}
