package extract

import "testing"

func TestWhatReturn(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  string
	}{
		{[]string{"a"}, "what a returns"},
		{[]string{"a", "b"}, "what a and b return"},
		{[]string{"a", "b", "c", "d"}, "what a and 3 other functions return"},
	} {
		if got := whatReturn(c.names); got != c.want {
			t.Errorf("whatReturn(%v) = %q, want %q", c.names, got, c.want)
		}
	}
}
