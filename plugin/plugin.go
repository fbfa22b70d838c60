// Package plugin is the golangci-lint (v2) module plugin of mcperr: it registers mcperr's Go
// analyzers (analyzers/all) under the name "mcperr", to be built into a custom golangci-lint
// binary with `golangci-lint custom` (see .custom-gcl.yml in this directory and the README).
//
// The analyzers honour mcperr:ignore directives themselves, as under go vet, and the directive
// analyzer reports the directives that are malformed or suppressed nothing, so golangci-lint
// shows each finding under its rule's name ("protocolerror: ...", "directive: ..."), as mcperr
// vet and go vet do; golangci-lint's own //nolint:mcperr works as well.
package plugin

import (
	"fmt"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"github.com/mcperr/mcperr/analyzers/all"
	"github.com/mcperr/mcperr/analyzers/directive"
	"golang.org/x/tools/go/analysis"
)

// Name is the linter's name in .golangci.yml (linters.settings.custom.<Name>).
const Name = "mcperr"

func init() { register.Plugin(Name, New) }

// Settings are the plugin's settings in .golangci.yml, under
// linters.settings.custom.mcperr.settings.
type Settings struct {
	// Disable lists analyzers (rule IDs such as panicleak) not to run.
	Disable []string `json:"disable"`
}

// Plugin is the linter golangci-lint builds.
type Plugin struct {
	settings Settings
}

// New decodes the settings and returns the plugin. An unknown setting or rule ID is an error
// that golangci-lint reports at start-up.
func New(settings any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](settings)
	if err != nil {
		return nil, fmt.Errorf("mcperr: %w", err)
	}
	known := map[string]bool{}
	var names []string
	for _, a := range all.Standalone() {
		known[a.Name] = true
		names = append(names, a.Name)
	}
	for _, id := range s.Disable {
		if !known[id] {
			return nil, fmt.Errorf("mcperr: disable: unknown analyzer %q (analyzers: %s)", id, strings.Join(names, ", "))
		}
	}
	return &Plugin{settings: s}, nil
}

// BuildAnalyzers returns the analyzers that are not disabled, and the directive analyzer for
// them unless it is disabled too.
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	off := map[string]bool{}
	for _, id := range p.settings.Disable {
		off[id] = true
	}
	var out []*analysis.Analyzer
	for _, a := range all.Analyzers() {
		if !off[a.Name] {
			out = append(out, a)
		}
	}
	switch {
	case off[all.Directive.Name]:
	case len(out) == len(all.Analyzers()):
		out = append(out, all.Directive)
	case len(out) > 0:
		out = append(out, directive.New(out...))
	}
	return out, nil
}

// GetLoadMode asks for types: the analyzers resolve the SDKs through them.
func (p *Plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
