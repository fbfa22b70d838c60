package python

import "testing"

func TestMayUnpack(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{"    category, message, details = classify(e)\n    return message", true},
		{"    (kind, message) = split(x)", true},
		{"    message = f(a, b)\n    return message", false},    // the comma is the call's
		{"    messages, n = load()\n    return message", false}, // another name
		{"    if a, message == b:", false},                      // no assignment
	} {
		if got := mayUnpack([]byte(tc.src), "message"); got != tc.want {
			t.Errorf("mayUnpack(%q) = %v, want %v", tc.src, got, tc.want)
		}
	}
}
