package guidance

import (
	"strings"
	"unicode"
)

// cue is one phrase of the lexicon and the policy it names.
type cue struct {
	phrase string
	policy Policy
}

// negations rule a policy out. They are matched, and cut out of the text, before the positive
// cues, so that "do not retry" never counts as "retry".
var negations = []cue{
	{"do not retry", Retry}, {"don't retry", Retry}, {"dont retry", Retry}, {"never retry", Retry},
	{"not retry", Retry}, {"no retry", Retry}, {"no retries", Retry}, {"without retrying", Retry},
	{"not retryable", Retry}, {"non-retryable", Retry}, {"nonretryable", Retry}, {"non retryable", Retry},
	{"retrying will not help", Retry}, {"retrying won't help", Retry}, {"retry will not help", Retry},
	{"do not try again", Retry}, {"don't try again", Retry},
	{"do not call this tool again", Retry}, {"don't call this tool again", Retry},
	{"do not ask the user", AskHuman}, {"don't ask the user", AskHuman}, {"no need to ask", AskHuman},
	{"do not wait", Wait}, {"don't wait", Wait},
}

// cues name a policy. Longer phrases come first only for readability; matching is on word
// boundaries, so order does not change the result.
var cues = []cue{
	// fix the arguments
	{"invalid argument", FixArguments}, {"invalid arguments", FixArguments}, {"invalid parameter", FixArguments},
	{"invalid parameters", FixArguments}, {"invalid params", FixArguments}, {"invalid input", FixArguments},
	{"invalid value", FixArguments}, {"invalid_argument", FixArguments}, {"missing argument", FixArguments},
	{"missing parameter", FixArguments}, {"missing required", FixArguments}, {"is required", FixArguments},
	{"are required", FixArguments}, {"must be", FixArguments}, {"must not be", FixArguments},
	{"should be", FixArguments}, {"expected a", FixArguments}, {"expected an", FixArguments},
	{"malformed", FixArguments}, {"not a valid", FixArguments}, {"out of range", FixArguments},
	{"fix the", FixArguments}, {"correct the", FixArguments}, {"check the argument", FixArguments},
	{"check the arguments", FixArguments}, {"check the parameters", FixArguments}, {"validation failed", FixArguments},
	{"fix arguments", FixArguments}, {"fix_arguments", FixArguments}, {"bad request", FixArguments},

	// retry
	{"retry", Retry}, {"retryable", Retry}, {"try again", Retry}, {"re-try", Retry}, {"rerun", Retry},
	{"re-run", Retry}, {"call again", Retry}, {"call it again", Retry}, {"resubmit", Retry},
	{"transient", Retry}, {"temporary failure", Retry}, {"re-read", Retry}, {"reread", Retry},

	// wait
	{"wait", Wait}, {"rate limit", Wait}, {"rate limited", Wait}, {"rate-limited", Wait},
	{"rate_limited", Wait}, {"ratelimited", Wait}, {"too many requests", Wait}, {"back off", Wait},
	{"backoff", Wait}, {"retry after", Wait}, {"retry-after", Wait}, {"try again later", Wait},
	{"later", Wait}, {"temporarily unavailable", Wait}, {"quota exceeded", Wait}, {"throttled", Wait},

	// authenticate
	{"authenticate", Authenticate}, {"authentication", Authenticate}, {"unauthenticated", Authenticate},
	{"unauthorized", Authenticate}, {"log in", Authenticate}, {"login", Authenticate},
	{"sign in", Authenticate}, {"credentials", Authenticate}, {"api key", Authenticate},
	{"token expired", Authenticate}, {"expired token", Authenticate}, {"re-authenticate", Authenticate},
	{"reauthenticate", Authenticate}, {"auth required", Authenticate}, {"auth_required", Authenticate},

	// ask a human or stop
	{"ask the user", AskHuman}, {"ask a human", AskHuman}, {"ask_human", AskHuman}, {"ask_user", AskHuman},
	{"ask human", AskHuman}, {"ask user", AskHuman}, {"human", AskHuman}, {"confirm with the user", AskHuman},
	{"contact", AskHuman}, {"administrator", AskHuman}, {"stop", AskHuman}, {"give up", AskHuman},
	{"abort", AskHuman}, {"fatal", AskHuman}, {"permanent", AskHuman}, {"manual intervention", AskHuman},
	{"cannot be recovered", AskHuman}, {"unrecoverable", AskHuman},

	// use another tool
	{"use another tool", OtherTool}, {"another tool", OtherTool}, {"different tool", OtherTool},
	{"tool instead", OtherTool}, {"other tool", OtherTool}, {"other_tool", OtherTool},
	{"use_other_tool", OtherTool}, {"use other tool", OtherTool},
}

// compatible lists the pairs of different policies that one piece of guidance may give together
// without contradicting itself: "wait, then retry", "fix the path and retry", "log in and retry",
// "ask the user for the missing value", "ask the user to log in".
var compatible = [][2]Policy{
	{Retry, Wait}, {Retry, FixArguments}, {Retry, Authenticate},
	{FixArguments, AskHuman}, {Authenticate, AskHuman}, {FixArguments, OtherTool},
}

// Keys are the typed field names, normalized (lowercase, without '_' and '-'), whose values carry
// guidance. Booleans apply to the key's own policy (retryable: false rules retry out); strings are
// classified with the lexicon.
var boolKeys = map[string]Policy{
	"retryable": Retry, "retry": Retry, "canretry": Retry, "shouldretry": Retry, "isretryable": Retry,
	"transient": Retry, "needsauth": Authenticate, "authrequired": Authenticate,
	"requiresauth": Authenticate, "askuser": AskHuman, "askhuman": AskHuman, "needshuman": AskHuman,
}

// numberKeys say "wait" when their value is positive.
var numberKeys = map[string]Policy{
	"retryafter": Wait, "retryafterseconds": Wait, "retryafterms": Wait, "retryin": Wait,
	"waitseconds": Wait, "waitms": Wait, "backoff": Wait, "backoffms": Wait, "backoffseconds": Wait,
}

// stringKeys hold a word or phrase to classify with the lexicon.
var stringKeys = map[string]bool{
	"state": true, "policy": true, "action": true, "next": true, "nextaction": true, "nextstep": true,
	"recovery": true, "remedy": true, "suggestedaction": true, "suggestion": true, "hint": true,
	"code": true, "kind": true, "category": true, "reason": true, "type": true, "status": true,
	"retry": true, "retryable": true,
}

// NameWords splits an identifier or a tool's name into lowercase words at underscores, dashes,
// dots, slashes, spaces and camelCase humps: "OPENAI_API_KEY", "openaiApiKey" and
// "openai-api-key" give the same words, "checkDBConnection" gives check, db, connection.
func NameWords(name string) []string {
	var out []string
	var cur []rune
	rs := []rune(name)
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	for i, r := range rs {
		switch {
		case r == '_' || r == '-' || r == '.' || r == ' ' || r == '/':
			flush()
		case unicode.IsUpper(r) && i > 0 && (unicode.IsLower(rs[i-1]) ||
			(i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1]))):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return out
}
