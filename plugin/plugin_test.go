package plugin

import (
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"github.com/mcperr/mcperr/analyzers/all"
)

// TestRegistered: golangci-lint finds the plugin by name, and it builds every analyzer of
// analyzers/all with type information.
func TestRegistered(t *testing.T) {
	newPlugin, err := register.GetPlugin(Name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("load mode %q, want %q", got, register.LoadModeTypesInfo)
	}
	got, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	want := all.Standalone()
	if len(got) != len(want) || len(want) == 0 {
		t.Fatalf("%d analyzers, want the %d of analyzers/all with the directive analyzer", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("analyzer %d is %s, want %s", i, got[i].Name, want[i].Name)
		}
	}
}

// TestSettings: settings arrive as golangci-lint decodes them from YAML (a map); a disabled
// analyzer is left out, and an unknown analyzer or setting is an error.
func TestSettings(t *testing.T) {
	first := all.Analyzers()[0].Name
	p, err := New(map[string]any{"disable": []any{first}})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := p.BuildAnalyzers()
	if len(got) != len(all.Standalone())-1 {
		t.Errorf("%d analyzers with %s disabled, want %d", len(got), first, len(all.Standalone())-1)
	}
	for _, a := range got {
		if a.Name == first {
			t.Errorf("%s is disabled but built", first)
		}
	}
	// The directive analyzer judges the directives of the analyzers that run, not of first.
	if d := got[len(got)-1]; d.Name != "directive" || len(d.Requires) != len(got)-1 {
		t.Errorf("last analyzer %s requires %d analyzers, want directive requiring the %d others", d.Name, len(d.Requires), len(got)-1)
	}
	p, _ = New(map[string]any{"disable": []any{"directive"}})
	if got, _ := p.BuildAnalyzers(); len(got) != len(all.Analyzers()) {
		t.Errorf("%d analyzers with directive disabled, want the %d of analyzers/all", len(got), len(all.Analyzers()))
	}
	for _, bad := range []map[string]any{{"disable": []any{"nosuch"}}, {"enable": []any{first}}} {
		if _, err := New(bad); err == nil {
			t.Errorf("settings %v accepted", bad)
		}
	}
}
