package probe

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestPlanNeverSatisfiesTheSchema plans a tool whose schema makes some candidates valid: a
// property without a type, a union type, a pattern every candidate matches, an optional
// argument. No planned probe's arguments validate, and each dropped one says why.
func TestPlanNeverSatisfiesTheSchema(t *testing.T) {
	schema := map[string]any{
		"type": "object",
		"properties": map[string]any{
			"anything": map[string]any{},
			"name":     map[string]any{"type": []any{"string", "null"}},
			"slug":     map[string]any{"type": "string", "pattern": ".*"},
			"count":    map[string]any{"type": "integer", "enum": []any{1, 2}},
			"owner_id": map[string]any{"type": "string"},
			"kind":     map[string]any{"type": "string", "enum": []any{"a", "b"}},
		},
	}
	probes, skips, err := Plan([]Tool{{Name: "t", InputSchema: schema}}, PlanOptions{})
	if err != nil {
		t.Fatal(err)
	}
	validate := validator(mustJSON(t, schema))
	got := map[string]string{}
	for _, p := range probes {
		if p.Kind != UnknownTool && validate(p.Arguments) {
			t.Errorf("%s %s: arguments %s satisfy the schema", p.Kind, p.Argument, p.Arguments)
		}
		got[string(p.Kind)+" "+p.Argument] = string(p.Arguments)
	}
	want := map[string]string{
		"unknown-tool ":       `{}`,
		"not-object ":         `["mcperr-probe"]`,
		"wrong-type count":    `{"count":"mcperr-probe"}`,
		"enum count":          `{"count":987654321}`,
		"wrong-type kind":     `{"kind":12345}`,
		"enum kind":           `{"kind":"mcperr-probe-not-in-enum"}`,
		"wrong-type name":     `{"name":12345}`,
		"wrong-type owner_id": `{"owner_id":12345}`,
		"wrong-type slug":     `{"slug":12345}`,
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("probe %q: arguments %s, want %s", k, got[k], w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("planned %v, want %v", got, want)
	}
	var reasons []string
	for _, s := range skips {
		reasons = append(reasons, string(s.Kind)+": "+s.Reason)
	}
	joined := strings.Join(reasons, "\n")
	for _, w := range []string{
		`pattern: argument "slug": no string found that violates the pattern .*`,
		`not-an-id: not sent: arguments {"owner_id":"mcperr probe: not an id!"} would satisfy the inputSchema and the tool is not annotated read-only`,
	} {
		if !strings.Contains(joined, w) {
			t.Errorf("skips lack %q:\n%s", w, joined)
		}
	}
}

func TestPlanUnknownToolFilter(t *testing.T) {
	_, _, err := Plan([]Tool{{Name: "a"}, {Name: "b"}}, PlanOptions{Tools: []string{"c"}})
	if err == nil || err.Error() != `--tool "c": the server lists no such tool (it lists: a, b)` {
		t.Errorf("err = %v", err)
	}
}

func TestIsIDName(t *testing.T) {
	for name, want := range map[string]bool{"id": true, "user_id": true, "pageId": true, "orderID": true, "uuid": true,
		"idea": false, "valid": false, "width": false, "paid": false} {
		if isIDName(name) != want {
			t.Errorf("isIDName(%q) = %v", name, !want)
		}
	}
}

func mustJSON(t *testing.T, v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestLoose(t *testing.T) {
	for _, name := range []string{"get_issue", "get-issue", "getIssue", "HandleGetIssue", "getIssueHandler", "GetIssueTool", "handleGetIssueTool"} {
		if loose(name) != "getissue" {
			t.Errorf("loose(%q) = %q, want getissue", name, loose(name))
		}
	}
	if loose("handle") != "handle" || loose("tool") != "tool" {
		t.Errorf("a bare prefix or suffix must stay a name: %q %q", loose("handle"), loose("tool"))
	}
}
