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
	want := all.Analyzers()
	if len(got) != len(want) || len(want) == 0 {
		t.Fatalf("%d analyzers, want the %d of analyzers/all", len(got), len(want))
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
	if len(got) != len(all.Analyzers())-1 {
		t.Errorf("%d analyzers with %s disabled, want %d", len(got), first, len(all.Analyzers())-1)
	}
	for _, a := range got {
		if a.Name == first {
			t.Errorf("%s is disabled but built", first)
		}
	}
	for _, bad := range []map[string]any{{"disable": []any{"nosuch"}}, {"enable": []any{first}}} {
		if _, err := New(bad); err == nil {
			t.Errorf("settings %v accepted", bad)
		}
	}
}
