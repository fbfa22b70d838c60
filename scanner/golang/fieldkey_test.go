package golang

import "testing"

// A key of a method called on a field that another file of the package declares names the
// calling package, and the field's name is what the declaring file spells.
func TestFieldKeyModule(t *testing.T) {
	cases := []struct{ key, module, name string }{
		{fieldKey("internal/tools", "Sri", "Check"), "internal/tools", "Sri"},
		{withErrKey(fieldKey("internal/tools", "Sri", "Check")), "internal/tools", "Sri"},
		{fieldKey("", "Ledger", "Charge"), ".", "Ledger"},
		{"internal/sri.*.Check", "internal/sri", "Check"},
		{"internal/tools.checkSriVersions", "internal/tools", "checkSriVersions"},
	}
	for _, c := range cases {
		if got := (goLang{}).ModuleOfKey(c.key); got != c.module {
			t.Errorf("ModuleOfKey(%q) = %q, want %q", c.key, got, c.module)
		}
		if got := (goLang{}).DefinedName(c.key); got != c.name {
			t.Errorf("DefinedName(%q) = %q, want %q", c.key, got, c.name)
		}
	}
}
