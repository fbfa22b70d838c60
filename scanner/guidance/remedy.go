package guidance

import (
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// An empty answer ("No accounts found", "No data buffer for COM3.") is no failure by itself: a
// search or a listing may find nothing. Followed by a sentence that names a step the call needs
// before it can be served (a precondition or a setup step), it says the call could not be done:
// "No accessible accounts found. Check SHOP_API_ACCOUNT_ID in .env.", "No data buffer
// for {…}. Connect to the port first.". A suggestion to search or browse otherwise ("No results
// found. Try a broader query.", "No notes yet. Create one with add_note.") names no such step and
// stays an empty answer.

// setupRemedy matches, after a sentence or a line, one that tells the caller to set the
// environment up before the call can be served. The phrases accepted, all at a sentence's start:
//   - a setup verb: Start, Run, Install, Enable, Ensure, Make sure, Log in (to), Sign in,
//     Connect, Pair, Configure, Set up, Launch ("Install the CLI", "Connect to the port first");
//   - "Please" and a setup verb: start, run, install, enable, log in, sign in, connect, pair,
//     configure, set (up), launch, authenticate, re-authenticate ("Please set OPENAI_API_KEY");
//   - "You (may|might|will) need to / have to (first)" and a setup verb or "create" ("You may
//     need to configure one first");
//   - a step to take first: Use, Call, Open, Load, Select, Choose, Initialize, Authenticate,
//     Register or Set, with "first" in the same sentence ("Call get_state first", "Open a
//     project first"), or Use/Call "to begin/start the authentication/session/..." ;
//   - a check of the configuration: "Check" an environment variable's name (upper case with an
//     underscore) or the .env file, the environment variables, the API key, the credentials or
//     the configuration ("Check SHOP_API_ACCOUNT_ID in .env.", "Check your API key"),
//     or "Set" an environment variable's name ("Set GITHUB_TOKEN in your environment");
//   - in Spanish, Ejecuta/Usa/Llama a/Inicia/Configura ... primero.
//
// Search words ("Try a broader query", "Check the spelling", "Create one with add_note") are none.
var setupRemedy = lazyre.New(`(?:[.!:]\s+|\n\s*)(?:` +
	`(?:Start|Run|Install|Enable|Ensure|Make sure|Log ?in(?:to)?|Sign in|Connect|Pair|Configure|Set up|Launch)\b` +
	`|(?:Please|please)\s+(?:start|run|install|enable|log ?in|sign in|connect|pair|configure|set|launch|authenticate|re-?authenticate)\b` +
	`|(?:You|you)\s+(?:may\s+|might\s+|will\s+)?(?:need|have)\s+to\s+(?:first\s+)?(?:start|run|install|enable|ensure|make sure|log ?in(?:to)?|sign in|connect|pair|configure|set up|launch|create)\b` +
	`|(?:Use|Call|Open|Load|Select|Choose|Initiali[sz]e|Authenticate|Register|Set)\b[^.!?\n]{0,80}\bfirst\b` +
	`|(?:Use|Call)\b[^.!?\n]{0,80}\bto (?:begin|start) (?:the )?(?:authentication|authorization|auth|login|sign-?in|session|connection|setup)\b` +
	`|(?:Check|Set)\s+(?:that\s+)?(?:the\s+|your\s+)?` + envVarName +
	`|Check\s+(?:that\s+)?(?:the\s+|your\s+)?(?:\.env\b|environment variables?\b|API key\b|credentials\b|configuration\b|config\b)` +
	`|(?:Ejecuta|Usa|Llama a|Inicia|Configura)\b[^.!?\n]{0,80}\bprimero\b)`)

// envVarName matches the name of an environment variable: upper-case words joined by "_"
// (SHOP_API_ACCOUNT_ID, GITHUB_TOKEN), maybe quoted; a word alone ("API") is none.
const envVarName = "['\"`]?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\\b"

// SetupRemedy reports whether a text, after its first sentence or line, tells the caller to
// set the environment up before the call can be served (setupRemedy: "Connect to the port
// first", "Check SHOP_API_ACCOUNT_ID in .env.", "Please log in"), not to search
// otherwise ("Try a broader query").
//
// Every phrase follows a sentence's end (".", "!" or ":" and a space) or a line break: a text
// without one of those bytes (most texts asked: "{…}", "ok", "Hello, {…}!") is not matched.
func SetupRemedy(text string) bool {
	return strings.ContainsAny(text, ".!:\n") && setupRemedy.MatchString(text)
}

// EmptyWithRemedy reports whether a text is an empty answer (NoResults, FoundNothing or a short
// "No <thing>." sentence, ShortNone) followed by a setup step (SetupRemedy): "No accessible
// accounts found. Check SHOP_API_ACCOUNT_ID in .env.", "No data buffer for {…}.
// Connect to the port first.". The call could not be served until the step is taken: a
// failure in a failure block. Without such a step ("No results found. Try a broader query.")
// it is an empty answer.
func EmptyWithRemedy(text string) bool {
	return (NoResults(text) || FoundNothing(text) || ShortNone(text)) && SetupRemedy(text)
}
