package probe

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// TestLinkedTools links findings to tools the ways real servers register them: a handler named
// after the tool, the tool's variable at the registration, the name literal on the line after
// NewTool(; and reads no file outside the root.
func TestLinkedTools(t *testing.T) {
	root := t.TempDir()
	src := "package main\n" +
		"func main() {\n" +
		"\ts.AddTool(createTableTool, func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {\n" +
		"\t})\n" +
		"\ts.AddTool(mcp.NewTool(\n" +
		"\t\t\"drop_table\",\n" +
		"\t), drop)\n" +
		"}\n"
	if err := os.WriteFile(filepath.Join(root, "main.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(filepath.Dir(root), "outside.go")
	os.WriteFile(outside, []byte("\"read_note\"\n"), 0o644)
	defer os.Remove(outside)
	tools := map[string]bool{"create_table": true, "drop_table": true, "read_note": true, "get_issue": true}
	lines := &sourceLines{root: root, files: map[string][]string{}}
	for _, c := range []struct {
		f    finding.Finding
		want string
	}{
		{finding.Finding{Message: "tool handler FilesystemHandler.HandleGetIssue returns ..."}, "get_issue"},
		{finding.Finding{Site: &finding.Site{Function: "getIssueHandler"}}, "get_issue"},
		{finding.Finding{Path: "main.go", Line: 4, Related: []finding.Related{{Path: "main.go", Line: 3}}}, "create_table"},
		{finding.Finding{Path: "main.go", Line: 5}, "drop_table"},
		{finding.Finding{Path: "../outside.go", Line: 1}, ""},
	} {
		got := linkedTools(&c.f, tools, lines)
		if g := strings.Join(got, ","); g != c.want {
			t.Errorf("%+v: linked %q, want %q", c.f, g, c.want)
		}
	}
}
