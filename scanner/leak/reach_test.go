package leak

import (
	"strings"
	"testing"
)

// TestMaySpellSecret: a secret stem in any case, across the scan's chunks, an escape or a
// letter outside ASCII may spell a secret; other text does not.
func TestMaySpellSecret(t *testing.T) {
	for text, want := range map[string]bool{
		`os.Getenv("HOME")`:                          false,
		`os.Getenv("GITHUB_TOKEN")`:                  true,
		`os.Getenv("Api-Key")`:                       true,
		`os.Getenv("DB_PASSWORD")`:                   true,
		`os.Getenv("GITHUB_\x54OKEN")`:               true,
		"os.Getenv(\"API_\u212aEY\")":                true, // the Kelvin sign lower-cases to k
		strings.Repeat("x", 60) + "CREDENTIAL" + "y": true, // across the first chunk's end
		strings.Repeat("x", 200):                     false,
	} {
		if got := MaySpellSecret([]byte(text)); got != want {
			t.Errorf("MaySpellSecret(%.40q) = %v, want %v", text, got, want)
		}
	}
}

// TestIsSecretToken agrees with IsSecretName on identifiers.
func TestIsSecretToken(t *testing.T) {
	for _, name := range []string{"apiKey", "API_KEY", "cacheKey", "key", "token", "pageToken", "GITHUB_TOKEN",
		"dbPassword", "Passphrase", "clientSecret", "credentials", "userName", "\u212aEY_TOKEN", "secretary"} {
		if got, want := IsSecretToken([]byte(name)), IsSecretName(name); got != want {
			t.Errorf("IsSecretToken(%q) = %v, IsSecretName says %v", name, got, want)
		}
	}
}

// TestMayBeHolderField: a field read from a settings holder, or one a comment or a continued
// line hides the operand of, may be; a bare name, a field of another object or of a call's
// value is not.
func TestMayBeHolderField(t *testing.T) {
	for src, want := range map[string]bool{
		"return cfg.Token":                       true,
		"return self.settings.api_key":           true,
		"return process.env.API_KEY":             true,
		"return config?.apiKey":                  true,
		"return cfg. /* c */ Token":              true,
		"return cfg. // c\n\tToken":              true,
		"return settings.\\\n    api_key":        true,
		"return req.Token":                       false,
		"return Token":                           false,
		"return load().Token":                    false,
		"return cfg.\n\tToken":                   true,
		"return items[0].Token":                  false,
		"return clientOptions.credentials.Token": true,
	} {
		i := strings.LastIndex(src, "Token")
		if i < 0 {
			i = strings.LastIndexAny(src, "aA")
			i = strings.LastIndex(src[:i+1], ".") + 1
		}
		if j := strings.LastIndex(src, "api_key"); j > i {
			i = j
		}
		if j := strings.LastIndex(src, "apiKey"); j > i {
			i = j
		}
		if j := strings.LastIndex(src, "API_KEY"); j > i {
			i = j
		}
		if got := MayBeHolderField([]byte(src), i); got != want {
			t.Errorf("MayBeHolderField(%q) = %v, want %v", src, got, want)
		}
	}
}

// TestReachFollowsNames: a unit that names one that may reach an internal may too, through a
// cycle as well; the others may not.
func TestReachFollowsNames(t *testing.T) {
	src := []byte("a(){b()} b(){c()} c(){STACK} d(){e()} e(){d()} f(){a()}")
	var spans [][2]uint32
	starts := map[string]uint32{}
	at := 0
	for _, unit := range strings.Split(string(src), " ") {
		spans = append(spans, [2]uint32{uint32(at), uint32(at + len(unit))})
		starts[unit[:1]] = uint32(at)
		at += len(unit) + 1
	}
	rc := NewReach(src, spans, Rules{Ident: func(src []byte, i, j int, def func(uint32)) bool {
		if at, ok := starts[string(src[i:j])]; ok {
			def(at)
		}
		return string(src[i:j]) == "STACK"
	}})
	for name, want := range map[string]bool{"a": true, "b": true, "c": true, "d": false, "e": false, "f": true} {
		if got := rc.May(starts[name]); got != want {
			t.Errorf("May(%s) = %v, want %v", name, got, want)
		}
	}
}
