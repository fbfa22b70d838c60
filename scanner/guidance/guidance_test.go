package guidance

import "testing"

func TestText(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string
	}{
		{"path must be absolute; fix the path and retry", "fix-arguments+retry"},
		{"Rate limited: wait 30 seconds, then retry", "retry+wait"},
		{"token expired: please log in again", "authenticate"},
		{"Permanent failure. Do not retry; ask the user what to do.", "ask-human, not retry"},
		{"not found", "none"},
		{"use the search tool instead", "use-another-tool"},
		{"returned a human-readable list", "none"}, // "human" inside a compound word
		{"retry will not help", "not retry"},
		{"stopped early", "none"}, // "stop" only as a word
	} {
		if got := Text(tc.text).String(); got != tc.want {
			t.Errorf("Text(%q) = %s, want %s", tc.text, got, tc.want)
		}
	}
}

func TestValue(t *testing.T) {
	for _, tc := range []struct {
		key  string
		v    any
		want string
		ok   bool
	}{
		{"retryable", true, "retry", true},
		{"retryable", false, "not retry", true},
		{"state", "ASK_HUMAN", "ask-human", true},
		{"next_action", "fix_arguments", "fix-arguments", true},
		{"retry_after", 30, "wait", true},
		{"retryAfterMs", 0, "none", false},
		{"message", "retry", "none", false}, // not a guidance key
		{"code", "RATE_LIMITED", "wait", true},
		{"policy", "use_other_tool", "use-another-tool", true},
	} {
		g, ok := Value(tc.key, tc.v)
		if g.String() != tc.want || ok != tc.ok {
			t.Errorf("Value(%q, %v) = %s, %v; want %s, %v", tc.key, tc.v, g, ok, tc.want, tc.ok)
		}
	}
}

func TestDisagreement(t *testing.T) {
	v := func(k string, x any) Guidance { g, _ := Value(k, x); return g }
	for _, tc := range []struct {
		name        string
		text, typed Guidance
		disagree    bool
	}{
		{"retry vs ask human", Text("re-read the file and retry"), v("state", "ask_human"), true},
		{"retryable vs do not retry", Text("do not retry"), v("retryable", true), true},
		{"retry vs retryable false", Text("please try again"), v("retryable", false), true},
		{"wait and retry agree", Text("rate limited, try again later"), v("retryable", true), false},
		{"fix and retry agree", Text("id must be a number"), v("retryable", true), false},
		{"text silent", Text("not found"), v("state", "ask_human"), false},
		{"typed silent", Text("retry"), Guidance{}, false},
		{"auth vs other tool", Text("unauthorized"), v("next", "use_other_tool"), true},
	} {
		got := Disagreement(tc.text, tc.typed) != ""
		if got != tc.disagree {
			t.Errorf("%s: Disagreement(%s, %s) = %v, want %v", tc.name, tc.text, tc.typed, got, tc.disagree)
		}
	}
}
