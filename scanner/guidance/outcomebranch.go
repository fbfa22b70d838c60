package guidance

import (
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// The lexicon of failures told by their place, not their words: a condition on the outcome of
// an operation picks between two texts of one answer, and the branch taken on success says
// the work was done; the other branch is then the failure, though it names no error. The
// TypeScript and Python softerror rules both ask it, each about its own syntax (a ternary, a
// conditional expression, an if and its else).

// outcomeName matches the last word of a variable or member that holds an operation's outcome
// (`success`, `ok`, `result.success`, `wasDeleted`, `was_deleted`, `terminated`).
var outcomeName = lazyre.New(`(?i)^(success|succeeded|successful|ok|done|terminated|deleted|removed|found|killed|stopped|cancell?ed|closed|dropped|purged|cleared|updated|created|saved|applied|added|sent|written|completed|moved|renamed|installed|uninstalled|uploaded|published|submitted|registered|unregistered|restarted|started|executed)$`)

// NamesOutcome reports whether a variable or member name says, by its last word, that it holds
// an operation's outcome ("ok", "wasDeleted", "delete_ok", "success").
func NamesOutcome(name string) bool { return outcomeName.MatchString(lastWord(name)) }

// lastWord returns the last word of a camelCase or snake_case name, lower-cased ("wasDeleted":
// "deleted", "delete_ok": "ok").
func lastWord(name string) string {
	name = strings.TrimRight(name, "_$")
	i := len(name) - 1
	for i > 0 && name[i-1] != '_' && !(name[i] >= 'A' && name[i] <= 'Z' && name[i-1] >= 'a' && name[i-1] <= 'z') {
		i--
	}
	if i < 0 {
		return ""
	}
	return strings.ToLower(name[i:])
}

// ActionVerbs are the verbs that start the name of a call that does something (`terminate`,
// `delete`, `create`), whose value may be the outcome, as a regular-expression alternation; a
// call that tests, looks up, transforms or asks the user (`isRunning`, `get_session`, `trim`)
// gives no outcome of an operation. Each language puts its own word boundaries around it.
const ActionVerbs = `terminate|kill|stop|delete|remove|cancel|close|drop|purge|clear|send|save|write|update|create|apply|install|uninstall|upload|publish|submit|register|unregister|restart|start|execute|run|move|rename|add|insert|reset|connect|disconnect|abort|archive|restore|deploy|enable|disable|unlink|attach|detach|lock|unlock|push|sync|import|export|copy|merge|commit|revert|destroy|shutdown|finish|complete`

// doneText matches words, beyond ReportsSuccess, that report an action done.
var doneText = lazyre.New(`(?i)✅|\b(terminated|stopped|cancell?ed|removed|killed|dropped|purged|cleared|closed|applied|added|renamed|moved|restarted|started|installed|uninstalled|published|submitted|registered|unregistered|switched)\b`)

// undoneText matches words that negate a report of success ("not removed", "failed to stop").
var undoneText = lazyre.New(`(?i)\b(not|no|never|fail\w*|error\w*|unable|cannot|can't|couldn't|could not|without)\b|❌`)

// outcomeFailed matches words that say the operation failed, whatever else the text says ("not
// found or already completed" is a failure: the thing the client named is not there).
var outcomeFailed = lazyre.New(`(?i)\b(not found|not running|not active|no active|does not exist|doesn't exist|no such|unknown|invalid|denied|not allowed|failed|could not|couldn't|unable|cannot|can't)\b`)

// nothingFailed matches a text that says nothing went wrong: no work was needed, or the thing is
// in the wanted state already.
var nothingFailed = lazyre.New(`(?i)\b(already|no changes?|nothing to|unchanged|up[ -]to[ -]date|no-?op|skipped|exist(s|ed)?)\b`)

// userDeclined matches a text that says the user chose not to go on (an elicitation declined, an
// approval not granted): the client's own answer, which the tool reports, not a failure.
var userDeclined = lazyre.New(`(?i)\b(cancell?ed|declined?|rejected|not (granted|approved|confirmed))\b`)

// DeclinedByUser reports whether a text says the user chose not to go on ("Booking cancelled",
// "Approval not granted"): the client's own answer, not a failure.
func DeclinedByUser(text string) bool { return userDeclined.MatchString(text) }

// emptyAnswer matches an empty result of a search or listing ("No items match", "0 files").
var emptyAnswer = lazyre.New(`(?i)^\W*(no|0|zero)\s+(\w+\s+){0,2}(results?|match(es|ing|ed)?|items?|entries|records|rows|documents|files|data)\b|^\W*nothing (found|matched)\b`)

// ReportsDone reports whether a text says the operation succeeded: ReportsSuccess, or a word of
// an action done ("Job 7 stopped", "✅ Queue purged") that nothing negates.
func ReportsDone(text string) bool {
	return ReportsSuccess(text) || doneText.MatchString(text) && !undoneText.MatchString(text)
}

// IsWarning reports whether a text opens with a warning sign: something not done beside an
// answer given ("⚠️ Couldn't open the browser; copy this link").
func IsWarning(text string) bool {
	return strings.HasPrefix(strings.TrimLeft(text, " \t\n*_#>"), "⚠")
}

// OutcomeFailure reports whether a text, on the branch a failed operation takes, reports the
// failure: it names one, or else says neither that the work was done nor that none was needed,
// nor is an empty result ("No items match"). A warning beside an answer and the user's own
// choice ("cancelled", "declined") are no failures. A text with no words of its own (only the
// values put in) is the caller's to leave out.
func OutcomeFailure(text string) bool {
	if IsWarning(text) || DeclinedByUser(text) {
		return false
	}
	if outcomeFailed.MatchString(text) {
		return true
	}
	return !ReportsDone(text) && !nothingFailed.MatchString(text) && !emptyAnswer.MatchString(text)
}

// shortNone matches a text that opens with a short sentence saying there is none of a thing,
// maybe of one thing named ("No active notebook. ...", "No data buffer for {…}. ...").
var shortNone = lazyre.New(`^\W*No \w+(?: \w+){0,2}(?: (?:for|on|in|at|of) \S+?)?[.!]\s`)

// ShortNone reports whether a text opens with a short sentence saying there is none of a thing
// ("No active notebook. ...", "No current snapshot. ...", "No data buffer for COM3. ..."), which
// says what is missing when a setup step follows.
func ShortNone(text string) bool { return shortNone.MatchString(text) }
