// Package rule holds every rule's metadata, as data, in one place: the CLI's `rules` command,
// the docs/ pages, the SARIF rule table and the Go analyzers' Doc strings are all derived from it.
// Each rule's user-facing text is its page under docs/, embedded here.
package rule

import (
	"embed"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind separates the inventory of error-result sites from the problems mcperr reports.
type Kind string

// The kinds.
const (
	Inventory Kind = "inventory"
	Problem   Kind = "problem"
)

// Rule is one rule's metadata.
type Rule struct {
	ID        string   // one lowercase word, usable as a go/analysis Analyzer name
	Name      string   // a PascalCase name for SARIF's rules table (distinct from the ID); optional
	Title     string   // starts lowercase, no period
	Kind      Kind     // inventory or problem
	Languages []string // "go", "python", "ts/js"
	Since     string   // the mcperr version that introduced it
	Default   bool     // on by default
}

//go:embed docs/*.md
var pages embed.FS

var all = []Rule{
	{ID: "errorresult", Name: "ErrorResultConstruction", Title: "explicit construction of an isError tool result", Kind: Inventory, Languages: []string{"go", "python", "ts/js"}, Since: "0.1.0", Default: true},
	{ID: "raisederror", Name: "RaisedToolError", Title: "raise or throw that the SDK turns into an isError result", Kind: Inventory, Languages: []string{"python", "ts/js"}, Since: "0.1.0", Default: true},
	{ID: "softerror", Name: "ErrorReturnedAsSuccess", Title: "failure returned as a successful result", Kind: Problem, Languages: []string{"go", "python", "ts/js"}, Since: "0.1.0", Default: true},
	{ID: "droppedflag", Name: "DroppedIsErrorFlag", Title: "isError set on a value the SDK will not deliver", Kind: Problem, Languages: []string{"python", "ts/js"}, Since: "0.1.0", Default: true},
	{ID: "protocolerror", Name: "BusinessFailureAsProtocolError", Title: "business failure sent as a JSON-RPC error", Kind: Problem, Languages: []string{"go", "python", "ts/js"}, Since: "0.1.0", Default: true},
	{ID: "panicleak", Name: "UnrecoveredPanicInToolHandler", Title: "panic source in a tool handler with no recovery in front of it", Kind: Problem, Languages: []string{"go"}, Since: "0.1.0", Default: true},
	{ID: "guidance", Name: "DisagreeingGuidance", Title: "text and typed guidance that disagree", Kind: Problem, Languages: []string{"go", "python", "ts/js"}, Since: "0.1.0", Default: true},
	{ID: "successflagged", Name: "SuccessFlaggedAsError", Title: "isError on a result whose text reports success", Kind: Problem, Languages: []string{"go", "python", "ts/js"}, Since: "0.1.0", Default: true},
	{ID: "schemaconflict", Name: "StructuredContentOnErrorResult", Title: "structuredContent on an error result of a tool with an outputSchema", Kind: Problem, Languages: []string{"python", "ts/js"}, Since: "0.1.0", Default: true},
	{ID: "internalleak", Name: "InternalDetailsInErrorText", Title: "error text built from a stack trace, an exception's repr or a secret", Kind: Problem, Languages: []string{"go", "python", "ts/js"}, Since: "0.1.0", Default: true},
}

// All returns every rule, in the order of DESIGN.md's table.
func All() []Rule { return append([]Rule(nil), all...) }

// Lookup returns the rule with the given ID.
func Lookup(id string) (Rule, bool) {
	for _, r := range all {
		if r.ID == id {
			return r, true
		}
	}
	return Rule{}, false
}

// MustLookup returns the rule with the given ID and panics when there is none; it is for
// package-level initialisation with constant IDs, where a typo is a programming error.
func MustLookup(id string) Rule {
	r, ok := Lookup(id)
	if !ok {
		panic(fmt.Sprintf("rule: no rule %q", id))
	}
	return r
}

// Page returns the rule's documentation page (Markdown), the single source of its text.
func (r Rule) Page() string {
	b, err := pages.ReadFile("docs/" + r.ID + ".md")
	if err != nil {
		// Every rule has a page; TestEveryRuleHasAPage keeps it so.
		return ""
	}
	return string(b)
}

// Doc returns the page as a go/analysis Doc string: the title on the first line, then the body
// without the Markdown heading.
func (r Rule) Doc() string {
	body := r.Page()
	if i := strings.Index(body, "\n"); strings.HasPrefix(body, "# ") && i >= 0 {
		body = body[i+1:]
	}
	return r.Title + "\n\n" + strings.TrimSpace(body)
}

// HelpURI is where the rule's page is published.
func (r Rule) HelpURI() string {
	return "https://github.com/mcperr/mcperr/blob/main/docs/rules/" + r.ID + ".md"
}

// PascalName is the rule's name for SARIF's rules table and `mcperr rules --format json`: its
// own Name when the rule table gives one, else its title in PascalCase (the form SARIF's examples
// use), else its ID in PascalCase. It is never the ID.
func (r Rule) PascalName() string {
	if r.Name != "" {
		return r.Name
	}
	text := r.Title
	if text == "" {
		text = r.ID
	}
	var b strings.Builder
	for _, w := range strings.FieldsFunc(text, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) }) {
		first, size := utf8.DecodeRuneInString(w)
		b.WriteRune(unicode.ToUpper(first))
		b.WriteString(w[size:])
	}
	return b.String()
}
