package errpolicy

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Rule is one row of the table as the triage hook reads it.
type Rule struct {
	Prefix string `json:"prefix"`
	Action Action `json:"action"`
}

// Rules returns the rows of a table that have a code, longest prefix first, as the triage
// hook matches them.
func Rules(t *Table) []Rule {
	var out []Rule
	for _, r := range t.Rows {
		if r.From != "none" {
			out = append(out, Rule{Prefix: r.Prefix, Action: r.Action})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].Prefix) > len(out[j].Prefix) })
	return out
}

// CodexHooks returns the hooks.json of a Codex PostToolUse hook that runs the triage on every
// call of the MCP tools matcher names ("mcp__github__.*"; "mcp__.*" for every MCP server),
// with the table's rules on its command line. program is how the hook runs mcperr.
func CodexHooks(t *Table, program, matcher string) ([]byte, error) {
	rules, err := json.Marshal(Rules(t))
	if err != nil {
		return nil, err
	}
	if matcher == "" {
		matcher = "mcp__.*"
	}
	cmd := fmt.Sprintf("%s policy triage --rules %s", shellQuote(program), shellQuote(string(rules)))
	doc := map[string]any{
		"hooks": map[string]any{
			"PostToolUse": []any{
				map[string]any{
					"matcher": matcher,
					"hooks": []any{
						map[string]any{"type": "command", "command": cmd, "timeout": 10},
					},
				},
			},
		},
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// shellQuote quotes s for a POSIX shell.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// maxHookInput bounds what the triage reads of a hook's input.
const maxHookInput = 8 << 20

// Triage reads a Codex PostToolUse hook input from in and, when the tool's result is an error,
// writes the hook output that tells the model what to do: the action of the rule whose prefix
// the result's typed code starts with, or, without a code (or a rule for it), to surface the
// prose and not retry on its own. A result that is no error gets no output.
func Triage(in io.Reader, rules []Rule, out io.Writer) error {
	var input struct {
		ToolName     string `json:"tool_name"`
		ToolResponse any    `json:"tool_response"`
	}
	dec := json.NewDecoder(io.LimitReader(in, maxHookInput))
	dec.UseNumber()
	if err := dec.Decode(&input); err != nil {
		return fmt.Errorf("policy triage: the hook input is not JSON: %w", err)
	}
	res := findResult(input.ToolResponse, 0)
	if res == nil || !isTrue(res["isError"]) && !isTrue(res["is_error"]) {
		return nil
	}
	code := typedCode(res)
	var msg string
	switch a, prefix, ok := match(rules, code); {
	case code == "":
		msg = fmt.Sprintf("mcperr policy: %s failed with no typed error code: %s; show the error text to the user.", input.ToolName, SurfaceProse)
	case !ok:
		msg = fmt.Sprintf("mcperr policy: %s failed with error code %s, which the policy does not list: %s.", input.ToolName, code, SurfaceProse)
	default:
		msg = fmt.Sprintf("mcperr policy: %s failed with error code %s (row %s): %s.", input.ToolName, code, prefix, a)
	}
	b, err := json.Marshal(map[string]any{"hookSpecificOutput": map[string]any{
		"hookEventName": "PostToolUse", "additionalContext": msg}})
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s\n", b)
	return err
}

func match(rules []Rule, code string) (Action, string, bool) {
	for _, r := range rules {
		if r.Prefix != "" && strings.HasPrefix(code, r.Prefix) {
			return r.Action, r.Prefix, true
		}
	}
	return "", "", false
}

func isTrue(v any) bool { b, ok := v.(bool); return ok && b }

// findResult returns the tool result in a hook's tool_response: the object that has an
// isError (or is_error) member, at any depth, in a JSON string too (a response serialized as
// text).
func findResult(v any, depth int) map[string]any {
	if depth > 8 {
		return nil
	}
	switch x := v.(type) {
	case map[string]any:
		if _, ok := x["isError"]; ok {
			return x
		}
		if _, ok := x["is_error"]; ok {
			return x
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if r := findResult(x[k], depth+1); r != nil {
				return r
			}
		}
	case []any:
		for _, e := range x {
			if r := findResult(e, depth+1); r != nil {
				return r
			}
		}
	case string:
		if s := strings.TrimSpace(x); strings.HasPrefix(s, "{") || strings.HasPrefix(s, "[") {
			var inner any
			d := json.NewDecoder(strings.NewReader(s))
			d.UseNumber()
			if d.Decode(&inner) == nil {
				return findResult(inner, depth+1)
			}
		}
	}
	return nil
}

// typedCode returns the error code a result carries outside its prose: in structuredContent
// (error.code, code, errorCode, error_code), in _meta, or in a text block that is JSON.
func typedCode(res map[string]any) string {
	for _, k := range []string{"structuredContent", "structured_content", "_meta", "meta"} {
		if c := codeIn(res[k]); c != "" {
			return c
		}
	}
	content, _ := res["content"].([]any)
	for _, c := range content {
		block, _ := c.(map[string]any)
		text, _ := block["text"].(string)
		if s := strings.TrimSpace(text); strings.HasPrefix(s, "{") {
			var v any
			d := json.NewDecoder(strings.NewReader(s))
			d.UseNumber()
			if d.Decode(&v) == nil {
				if code := codeIn(v); code != "" {
					return code
				}
			}
		}
	}
	return ""
}

func codeIn(v any) string {
	m, ok := v.(map[string]any)
	if !ok {
		return ""
	}
	if e, ok := m["error"].(map[string]any); ok {
		if c := scalar(e["code"]); c != "" {
			return c
		}
	}
	for _, k := range []string{"code", "errorCode", "error_code"} {
		if c := scalar(m[k]); c != "" {
			return c
		}
	}
	return ""
}

func scalar(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case json.Number:
		return x.String()
	}
	return ""
}
