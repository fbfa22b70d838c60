package scanner

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// TestCallsPassNeedlesAreWholeNames: the calls pass looks for a helper's name, or a wanted
// caller's, only where it stands as an identifier of its own (a call, a definition, an import):
// a file that spells it only inside a longer identifier calls nothing of that name and is not
// extracted for it, though matchPart says it came close (its project's notes stay). The name of
// an environment variable is found as it is, inside a longer literal too.
func TestCallsPassNeedlesAreWholeNames(t *testing.T) {
	helpers := []seqHelper{{lang: finding.Python, h: extract.Helper{Key: "errors.tool_error"}}}
	callers := map[finding.Lang][]string{finding.Python: {"Template"}}
	env := map[finding.Lang][]string{finding.Python: {"API_KEY"}}
	set := helperNeedles(helpers, callers, env, map[finding.Lang]map[string]bool{})[finding.Python]
	for _, c := range []struct {
		src         string
		match, part bool
	}{
		{"return errors.tool_error(msg)", true, false},
		{"from .errors import tool_error", true, false},
		{"tool_error", true, false},
		{"x = Template(s)", true, false},
		{"def f(t: Template) -> None: ...", true, false},
		{`getattr(errors, "tool_error")`, true, false},
		{"count_tool_error = 0\nreturn ResourceTemplate(uri)", false, true},
		{"tool_errors = []; UriTemplate$", false, true},
		{"my_tool_error2()", false, true},
		{"from x import Templates", false, true},
		{"nothing here", false, false},
		{`os.environ["MY_API_KEY"]`, true, false}, // an environment variable: as it is
		{"Template\u00e9", true, false},           // a non-ASCII byte after: taken as standing alone
	} {
		match, part := set.matchPart([]byte(c.src))
		if match != c.match || part != c.part {
			t.Errorf("%q: matchPart = %v, %v, want %v, %v", c.src, match, part, c.match, c.part)
		}
		if set.match([]byte(c.src)) != c.match {
			t.Errorf("%q: match = %v, want %v", c.src, !c.match, c.match)
		}
	}
	// TypeScript's names too (wholeNames): "err" is not in "error".
	ts := helperNeedles([]seqHelper{{lang: finding.TypeScript, h: extract.Helper{Key: "src/util.ts#err"}}}, nil, nil,
		map[finding.Lang]map[string]bool{})[finding.TypeScript]
	if match, part := ts.matchPart([]byte(`return { success: false, error: String(e) };`)); match || !part {
		t.Errorf("a TypeScript helper's name inside a longer identifier: matchPart = %v, %v, want false, true", match, part)
	}
	if !ts.match([]byte(`return err("failed");`)) {
		t.Error("a TypeScript helper's name standing whole must match")
	}
	// The prefilter's own needles still match anywhere.
	if !newNeedleSet([][]byte{[]byte("isError")}).match([]byte("if res.isErrorResult")) {
		t.Error("a needle of the prefilter must match inside a longer identifier")
	}
}
