package policy

import (
	_ "embed"

	"github.com/mcperr/mcperr/scanner/rule"
)

// DirectiveID is the ID of the pseudo-rule that reports malformed and unused directives.
const DirectiveID = "directive"

// DirectiveRule is the pseudo-rule of the driver: it is not in the rule registry, because no
// scanner or analyzer runs it, but it reports findings like any problem rule.
var DirectiveRule = rule.Rule{
	ID:        DirectiveID,
	Name:      "InvalidIgnoreDirective",
	Title:     "mcperr:ignore directive without a reason, for an unknown rule, or suppressing nothing",
	Kind:      rule.Problem,
	Languages: []string{"go", "python", "ts/js"},
	Since:     "0.1.0",
	Default:   true,
}

//go:embed directive.md
var directivePage string

// Rules returns every rule a user can enable, disable or see reported: the registry's rules,
// then the driver's pseudo-rules.
func Rules() []rule.Rule {
	return append(rule.All(), DirectiveRule)
}

// Lookup returns the rule with the given ID among Rules.
func Lookup(id string) (rule.Rule, bool) {
	if id == DirectiveID {
		return DirectiveRule, true
	}
	return rule.Lookup(id)
}

// Page returns the rule's documentation page (Markdown).
func Page(r rule.Rule) string {
	if r.ID == DirectiveID {
		return directivePage
	}
	return r.Page()
}
