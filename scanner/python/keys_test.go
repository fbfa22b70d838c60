package python

import "testing"

// A cross-file key is "<module>.<qualname>@<root>"; the root is a directory and may hold an
// "@" of its own (a checkout named owner@v2), which must not be read as the key's separator.
func TestKeyParts(t *testing.T) {
	for _, tc := range []struct {
		key, name, marked, passes string
	}{
		{"client.Inbox.latest@src/mail", "Inbox.latest", "client.Inbox.latest!m@src/mail", "client.Inbox.latest!passes1@src/mail"},
		{"client.Inbox.latest@srv@2/src", "Inbox.latest", "client.Inbox.latest!m@srv@2/src", "client.Inbox.latest!passes1@srv@2/src"},
		{"tools.run@", "run", "tools.run!m@", "tools.run!passes1@"},
	} {
		if got := keyName(tc.key); got != tc.name {
			t.Errorf("keyName(%q) = %q, want %q", tc.key, got, tc.name)
		}
		if got := withMark(tc.key, "!m"); got != tc.marked {
			t.Errorf("withMark(%q) = %q, want %q", tc.key, got, tc.marked)
		}
		if got := passesKey(tc.key, 1); got != tc.passes {
			t.Errorf("passesKey(%q, 1) = %q, want %q", tc.key, got, tc.passes)
		}
	}
}
