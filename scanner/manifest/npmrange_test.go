package manifest

import (
	"testing"

	"github.com/Masterminds/semver/v3"
)

func TestFromNPMRange(t *testing.T) {
	for spec, want := range map[string]string{
		"1.12.0": "1.12.0", "=1.12.0": "1.12.0", "v0.26.0": "0.26.0", "^1.12.0": "1.12.0", "~1.2": "1.2.0", "1.x": "1.0.0",
		">=1.2.0 <2": "1.2.0", "<=2.0.0 >=1.5.0": "1.5.0", "^1.2.0 || ^0.9": "0.9.0", "1.2.0 - 1.4.0": "1.2.0",
		"^1.0.0-beta.1": "1.0.0-beta.1", "npm:@modelcontextprotocol/sdk@^1.3.0": "1.3.0",
		"<2": "", ">1.2.0": "", "latest": "", "*": "", "workspace:*": "", "^^1": "", "git+https://x/y.git": "",
	} {
		if got, _ := fromNPMRange(spec); got != want {
			t.Errorf("fromNPMRange(%q) = %q, want %q", spec, got, want)
		}
	}
}

// FuzzNPMRange: any specifier gives a version the range admits, or none with a note.
func FuzzNPMRange(f *testing.F) {
	for _, s := range []string{"^1.2.0", "<=2.0.0 >=1.5.0", "1.2.0 - 1.4.0", "^1.2 || ^0.9", "~0.26", "1.x", "npm:a@^1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		v, why := fromNPMRange(spec)
		if v == "" {
			if why == "" {
				t.Fatalf("%q: no version and no note", spec)
			}
			return
		}
		s, _, _ := registrySpec(spec)
		c, err := semver.NewConstraint(s)
		if err != nil {
			return // an exact version the constraint grammar does not take
		}
		if !c.Check(semver.MustParse(v)) {
			t.Fatalf("%q read as %s, which it does not admit", spec, v)
		}
	})
}
