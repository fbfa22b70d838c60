package guidance

import (
	"regexp"
	"strings"
)

// The outcome lexicon: words that report a completed operation, and words that negate or
// contradict that report. successflagged uses them to spot an error result whose text says the
// work was done. One definition for the Go, Python and TypeScript/JavaScript rules.
var (
	successText = regexp.MustCompile(`(?i)\b(success(ful|fully)?|succeeded|(was |were |been |is )?(created|updated|deleted|saved|completed|uploaded|sent)( successfully)?|done)\b`)
	negatedText = regexp.MustCompile(`(?i)\b(not|no|non|never|fail\w*|error\w*|unable|cannot|can't|couldn't|could not|unsuccessful\w*|without|invalid|denied|missing|timed out|timeout)\b`)
)

// ReportsSuccess reports whether a text says the operation succeeded ("Issue created
// successfully", "Saved", "Done") and nothing in it negates that ("not saved", "failed to
// create", "error: ...", "non-success status", "timed out waiting for it to be completed").
func ReportsSuccess(text string) bool {
	return successText.MatchString(text) && !negatedText.MatchString(text)
}

var (
	errorText = regexp.MustCompile(`(?i)^\W*(an error (has )?occurred|error|errors|failed|failure|fail|exception|could not|couldn't|unable to|cannot|can't)\b`)
	noResults = regexp.MustCompile(`(?i)^\W*no\s+(\S+\s+){0,4}(found|available|results?|matches|match(es|ing)?)\b`)
)

// StartsAsError reports whether a text opens by saying it is an error ("Error: ...", "failed to
// ...", "unable to ..."), the text a soft error hands back as if it were data.
func StartsAsError(text string) bool { return errorText.MatchString(text) }

// NoResults reports whether a text is an empty answer ("No results found", "no matching
// issues"): a successful search that found nothing, not a failure.
func NoResults(text string) bool { return noResults.MatchString(text) }

var (
	failureStart  = regexp.MustCompile(`(?i)^\W*(invalid|unsupported|unknown|unrecognized|not found|permission denied|access denied|forbidden|unauthorized|not authorized|not allowed|timed out|missing required)\b`)
	failurePhrase = regexp.MustCompile(`(?i)\b(not found|does not exist|doesn't exist|do not exist|no such|denied|not allowed|not permitted|not authorized|unauthorized|forbidden|is required|are required|must be|must not|must provide|not supported|unsupported|(does not|doesn't|do not|don't) support|invalid|not valid|not an? valid|timed out|not configured|not set|not connected|not initialized|not available|unavailable|cannot|can't|could not|couldn't|unable to|failed|failure|no \w+( \w+)? (specified|provided|given|supplied)|too (many|few)|exceeds? (the )?(maximum|max|limit)|(please )?(provide|specify|supply) (either|one of|exactly one|at least one)|not both|mutually exclusive)\b`)
)

// StartsAsFailure reports whether a text opens by naming what went wrong, without an error word
// ("Invalid source type: s3x", "Unknown command", "Permission denied: /etc"): a failure wherever
// a tool returns it. An empty answer ("No results found") is not one.
func StartsAsFailure(text string) bool {
	return failureStart.MatchString(text) && !noResults.MatchString(text)
}

// emptyOrMissing matches a text that answers a read of a collection that may be empty or
// missing, without telling which ("List {…} is empty or does not exist"): an empty answer.
var emptyOrMissing = regexp.MustCompile(`(?i)\bempty,? or (does not|doesn't|did not|didn't) exist|\bempty,? or (is |was )?not found|\b(does not exist|doesn't exist|not found),? or (is |was )?empty\b`)

// ReportsFailure reports whether a text says, anywhere, that the operation failed ("Note {p}
// not found", "{p} does not exist", "count must be positive", "Permission denied: {p}", "Too
// many IDs provided"). Only
// a text returned from a failure block (an except clause, an early-return branch) counts as
// one: the words also appear in ordinary answers. A text that also reports success ("Deleted 3
// files, 2 not found") or an empty answer ("No notes found", "List {…} is empty or does not
// exist") is not a failure; nor is a text that only mentions
// errors ("Console error messages found: ..."), which may be what was asked for.
func ReportsFailure(text string) bool {
	return failurePhrase.MatchString(text) && !noResults.MatchString(text) && !successText.MatchString(text) && !emptyOrMissing.MatchString(text)
}

// A lookup of one named thing that misses says so in an empty answer's words ("No information
// found for …"), but it is no empty answer: the caller asked for that thing and it is not
// there. The text names the thing by a value put in (a hole, "…" or "{…}"), right after the
// words that say it is missing, and the missing noun is one thing: a plural ("No resources
// found for …"), a search's word ("No match found for …", "No matching user"), a filter's noun
// between them ("No resource found for provider '…'") or a thing whose absence is good news
// ("No update available for …", "No error found for …") makes it an empty answer.
var (
	// namedMissAfter: "No <noun> found for …", "No <noun> found with id '…'".
	namedMissAfter = regexp.MustCompile(`(?i)^\W*no\s+((?:[a-z]+\s+){0,2}?)([a-z]+)\s+(?:was\s+|is\s+)?(?:found|available|exists)\s+` +
		`(?:for|named|called|with\s+(?:the\s+)?(?:id|name|key|slug|uuid|identifier|title|path))\s*['"` + "`" + `(]?\s*\{?…`)
	// namedMissBefore: "No <noun> '…' found", "No <noun> named '…' found".
	namedMissBefore = regexp.MustCompile(`(?i)^\W*no\s+((?:[a-z]+\s+){0,2}?)([a-z]+)\s+(?:named\s+|called\s+|with\s+(?:id|name|key)\s+)?['"` + "`" + `]?\{?…\}?['"` + "`" + `]?\s+(?:was\s+|is\s+)?(?:found|exists)\b`)
	// searchWords name what a search or a listing finds, or qualify a search ("matching").
	searchWords = regexp.MustCompile(`(?i)^(results?|match(es)?|matching|hits?|other|more|further|additional|new|newer|similar|related)$`)
	// goodAbsence names things whose absence is the good answer of a check.
	goodAbsence = regexp.MustCompile(`(?i)^(errors?|problems?|warnings?|conflicts?|vulnerabilit(y|ies)|violations?|updates?|upgrades?|changes?|differences?|diffs?)$`)
)

// MissesNamed reports whether a text says that one thing, named by a value put in, is not there
// ("No information found for …", "No user found with id …", "No resource '…' found"): a lookup
// that failed, though its words are an empty answer's (NoResults). A text that also reports
// success is none.
func MissesNamed(text string) bool {
	m := namedMissAfter.FindStringSubmatch(text)
	if m == nil {
		m = namedMissBefore.FindStringSubmatch(text)
	}
	if m == nil || successText.MatchString(text) {
		return false
	}
	noun := m[2]
	for _, w := range append(strings.Fields(m[1]), noun) {
		if searchWords.MatchString(w) || goodAbsence.MatchString(w) {
			return false
		}
	}
	return !isPlural(noun)
}

// missingOne: "No <noun> found", "No <noun> exists", whatever follows.
var missingOne = regexp.MustCompile(`(?i)^\W*no\s+((?:[a-z]+\s+){0,2}?)([a-z]+)\s+(?:was\s+|is\s+)?(?:found|exists)\b`)

// massNouns name what a read may hold none of: "No data found" is an empty answer.
var massNouns = regexp.MustCompile(`(?i)^(data|content|contents|output|information|info|text|entries|items)$`)

// MissesOne reports whether a text says that one thing is not there ("No page found", "No user
// exists with that id"), with or without a value put in: an empty answer's words (NoResults)
// about a single thing, which a lookup's failure uses. A plural, a search's word, a thing whose
// absence is good news or a mass noun ("No data found") makes it an empty answer; so does a
// text that also reports success. Only a text that the code already marks as the failure (an
// "error" member) is read this way: a listing's "No page found" may be its answer.
func MissesOne(text string) bool {
	m := missingOne.FindStringSubmatch(text)
	if m == nil || successText.MatchString(text) {
		return false
	}
	noun := m[2]
	for _, w := range append(strings.Fields(m[1]), noun) {
		if searchWords.MatchString(w) || goodAbsence.MatchString(w) || massNouns.MatchString(w) {
			return false
		}
	}
	return !isPlural(noun)
}

// isPlural reports whether an English noun reads as a plural: it ends in s, but not in ss, us
// or is (address, status, analysis).
func isPlural(noun string) bool {
	n := strings.ToLower(noun)
	if !strings.HasSuffix(n, "s") {
		return false
	}
	return !strings.HasSuffix(n, "ss") && !strings.HasSuffix(n, "us") && !strings.HasSuffix(n, "is")
}
