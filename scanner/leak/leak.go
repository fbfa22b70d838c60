// Package leak is the language-independent half of rule internalleak: which names are secrets,
// what each kind of server internal costs an agent, and how a finding says so. The languages
// decide what in their syntax is a stack, a traceback, a repr or a secret read; this package
// words it, so that the four languages report alike. It is pure Go.
package leak

import (
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Kind is the kind of internal an error text is built from.
type Kind int

// The kinds.
const (
	// Stack is a stack trace or goroutine dump: debug.Stack, runtime.Stack, err.stack, %+v of
	// an error that records one.
	Stack Kind = iota + 1
	// Traceback is a Python traceback: traceback.format_exc, format_exception, sys.exc_info,
	// a log record's exc_text.
	Traceback
	// Repr is an exception's representation with its internals: repr(e), f"{e!r}",
	// util.inspect(err), JSON.stringify(err, Object.getOwnPropertyNames(err)).
	Repr
	// Panic is a recovered panic value.
	Panic
	// Secret is the value of an environment variable or setting with a secret's name.
	Secret
)

// Harm says, after "which", what the internal hands the model.
func (k Kind) Harm() string {
	switch k {
	case Stack:
		return "hands the model a stack trace: file paths, function names and line numbers it cannot act on, at a cost in tokens"
	case Traceback:
		return "hands the model a Python traceback: file paths, source lines and frames it cannot act on, at a cost in tokens"
	case Repr:
		return "hands the model the exception's internals (class, module paths, attributes) where a cause it can act on belongs"
	case Panic:
		return "hands the model a panic value (often a runtime error from inside the server) instead of a cause it can act on"
	case Secret:
		return "hands a secret to the model, its transcript and every log of the client"
	}
	return "hands the model the server's internals"
}

// Fix says what to do instead.
func (k Kind) Fix() string {
	if k == Secret {
		return "name the setting instead of printing its value"
	}
	return "log it on the server and put a short cause the agent can act on in the text"
}

// Message is the message of an internalleak finding: what goes into the text, where it ends
// up, what the client receives there, and the fix. what is the internal as the code spells it
// ("traceback.format_exc()"); result names the error result ("the ToolError raised in
// get_user"); receives, when known, says what the client receives for the SDK in use.
func Message(k Kind, what, result, receives string) string {
	var b strings.Builder
	b.WriteString(what)
	b.WriteString(" goes into the text of ")
	b.WriteString(result)
	if receives != "" {
		b.WriteString(" (")
		b.WriteString(receives)
		b.WriteString(")")
	}
	b.WriteString(", which ")
	b.WriteString(k.Harm())
	b.WriteString("; ")
	b.WriteString(k.Fix())
	return b.String()
}

// notSecretBefore lists the words that, before "key" or "token", make a name that is no secret:
// a cache key, a sort key, a page token, a token count.
var notSecretBefore = map[string]bool{
	"cache": true, "sort": true, "primary": true, "partition": true, "idempotency": true, "foreign": true,
	"lookup": true, "map": true, "dict": true, "object": true, "row": true, "hash": true, "index": true,
	"group": true, "order": true, "route": true, "event": true, "message": true, "record": true,
	"item": true, "entity": true, "node": true, "unique": true, "composite": true, "shard": true,
	"s3": true, "file": true, "column": true, "field": true, "attr": true, "attribute": true,
	"property": true, "prop": true, "query": true, "list": true, "storage": true, "redis": true,
	"max": true, "min": true, "num": true, "total": true, "input": true, "output": true, "next": true,
	"page": true, "continuation": true, "cancel": true, "cancellation": true, "pagination": true,
	"count": true, "limit": true, "progress": true, "sync": true, "public": true, "csrf": true,
	"display": true, "short": true, "hotkey": true, "key": true, "sub": true, "lang": true,
}

// secretWords are the last words of a secret's name.
var secretWords = map[string]bool{
	"token": true, "secret": true, "password": true, "passwd": true, "pwd": true,
	"apikey": true, "credentials": true, "credential": true, "passphrase": true,
}

// IsSecretName reports whether an environment variable's or setting's name names a secret:
// it ends in TOKEN, SECRET, PASSWORD (and spellings) or in a KEY that follows another word
// (API_KEY, PRIVATE_KEY), and is not one of the keys and tokens that are no secrets
// (CACHE_KEY, SORT_KEY, PAGE_TOKEN, MAX_TOKENS).
func IsSecretName(name string) bool {
	ws := guidance.NameWords(name)
	if len(ws) == 0 {
		return false
	}
	last := ws[len(ws)-1]
	prev := ""
	if len(ws) > 1 {
		prev = ws[len(ws)-2]
	}
	switch {
	case last == "key":
		return prev != "" && !notSecretBefore[prev]
	case last == "token":
		return !notSecretBefore[prev]
	default:
		return secretWords[last]
	}
}

// settingHolder matches the names of the objects that hold a program's settings: settings,
// config, cfg, env, options, credentials (with a prefix: app.config, self._settings).
var settingHolder = lazyre.New(`(?i)(settings?|config|conf|cfg|env|environ|options|opts|credentials|creds|secrets)$`)

// IsSettingHolder reports whether an object's expression names a holder of settings: its last
// name component does ("self.settings", "cfg", "app.config").
func IsSettingHolder(expr string) bool {
	expr = strings.TrimSpace(expr)
	if i := strings.LastIndexAny(expr, ".>"); i >= 0 {
		expr = expr[i+1:]
	}
	expr = strings.TrimLeft(expr, "_")
	return expr != "" && settingHolder.MatchString(expr)
}

// IsConstantName reports whether a name is spelled as a constant (API_KEY, GITHUB_TOKEN): upper
// case letters, digits and underscores, with at least one letter.
func IsConstantName(name string) bool {
	letter := false
	for _, r := range name {
		switch {
		case r >= 'A' && r <= 'Z':
			letter = true
		case r >= '0' && r <= '9' || r == '_':
		default:
			return false
		}
	}
	return letter
}

// textMethods are the methods whose value is text made from the text they are called on
// (err.stack.split("\n"), tb.strip(), buf.String()): a text built with one carries what its
// receiver carries. Other methods (client.fetch(q)) say nothing of their receiver's contents.
var textMethods = map[string]bool{
	"split": true, "slice": true, "substring": true, "substr": true, "trim": true, "trimEnd": true,
	"trimStart": true, "toString": true, "replace": true, "replaceAll": true, "concat": true,
	"padStart": true, "padEnd": true, "toUpperCase": true, "toLowerCase": true, "at": true,
	"strip": true, "rstrip": true, "lstrip": true, "splitlines": true, "format": true, "encode": true,
	"decode": true, "upper": true, "lower": true, "String": true, "Bytes": true,
}

// IsTextMethod reports whether a method's value is text made from its receiver's text.
func IsTextMethod(name string) bool { return textMethods[name] }

// Hit is one internal an error text is built from: At is the place (a syntax node) where it
// enters the text, which is where the fix goes; What is the internal as the code spells it.
type Hit[N any] struct {
	At   N
	Kind Kind
	What string
}

// ElsewhereMessage is the message of a finding whose internal comes from a function of another
// file (a pending finding the root's summaries decide): callee is how the call names it.
func ElsewhereMessage(callee, result, receives string) string {
	return Message(0, "the text "+callee+"() builds from the server's internals in another file (see related)", result, receives)
}

// Collector gathers a file's internalleak findings: one finding per place an internal enters
// a text, with every error result that carries it as related.
type Collector struct {
	byAt     map[uint32]int
	Findings []finding.Finding
}

// Add records that the result at rel carries the internal that enters its text at byte at; the
// first time a place is seen, build makes its finding (with no related places yet).
func (c *Collector) Add(at uint32, rel finding.Related, build func() finding.Finding) {
	if c.byAt == nil {
		c.byAt = map[uint32]int{}
	}
	i, ok := c.byAt[at]
	if !ok {
		i = len(c.Findings)
		c.byAt[at] = i
		c.Findings = append(c.Findings, build())
	}
	c.Findings[i].Related = append(c.Findings[i].Related, rel)
}
