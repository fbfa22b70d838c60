package finding

import "testing"

func TestOpensJSON(t *testing.T) {
	for s, want := range map[string]bool{
		`{"error": …}`: true, `[{"a": …}]`: true, `[…]`: true, `[…, …]`: true, `{…: …}`: true,
		`{`: true, `[`: true, ` [ ]`: true, `{}`: true, `[1, 2]`: true, `[-1]`: true, `[null]`: true,
		`[…] failed: …`: false, `[warn] …`: false, `[1/3] step`: false, `{…} not found`: false,
		`[2024-01-01] …`: false, `[] none`: false, `[true] …`: false, `{name}`: false, `Error: […]`: false,
		`[…]…`: false, `[…]: …`: false, `{ok} …`: false,
	} {
		if got := OpensJSON(s); got != want {
			t.Errorf("OpensJSON(%q) = %v, want %v", s, got, want)
		}
	}
}
