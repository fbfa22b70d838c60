package leak

import (
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

func TestIsSecretName(t *testing.T) {
	for name, want := range map[string]bool{
		"OPENAI_API_KEY": true, "apiKey": true, "GITHUB_TOKEN": true, "token": true, "CLIENT_SECRET": true,
		"PASSWORD": true, "db_password": true, "PRIVATE_KEY": true, "accessToken": true, "APIKEY": true,
		"CACHE_KEY": false, "sort_key": false, "PAGE_TOKEN": false, "MAX_TOKENS": false, "max_token": false,
		"key": false, "KEY": false, "nextToken": false, "HOME": false, "API_URL": false, "tokens": false,
	} {
		if got := IsSecretName(name); got != want {
			t.Errorf("IsSecretName(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestIsSettingHolder(t *testing.T) {
	for expr, want := range map[string]bool{
		"settings": true, "self.settings": true, "app.config": true, "cfg": true, "this._options": true,
		"process.env": true, "user": false, "request.params": false, "args": false,
	} {
		if got := IsSettingHolder(expr); got != want {
			t.Errorf("IsSettingHolder(%q) = %v, want %v", expr, got, want)
		}
	}
}

func TestMessageNamesWhatWhereAndFix(t *testing.T) {
	m := Message(Traceback, "traceback.format_exc()", "the ToolError raised in get_user", `FastMCP 1.x sends "Error executing tool get_user: …"`)
	for _, part := range []string{"traceback.format_exc() goes into the text of the ToolError raised in get_user", "Error executing tool", "traceback", "log it on the server"} {
		if !strings.Contains(m, part) {
			t.Errorf("message %q lacks %q", m, part)
		}
	}
	if s := Message(Secret, "os.environ[\"API_KEY\"]", "x", ""); !strings.Contains(s, "name the setting") || strings.Contains(s, "()") {
		t.Errorf("secret message: %q", s)
	}
}

func TestCollectorOneFindingPerPlace(t *testing.T) {
	var c Collector
	built := 0
	build := func() finding.Finding { built++; return finding.Finding{Rule: "internalleak", Line: built} }
	c.Add(10, finding.Related{Line: 3}, build)
	c.Add(20, finding.Related{Line: 4}, build)
	c.Add(10, finding.Related{Line: 5}, build)
	if built != 2 || len(c.Findings) != 2 {
		t.Fatalf("built %d findings, kept %d", built, len(c.Findings))
	}
	if r := c.Findings[0].Related; len(r) != 2 || r[0].Line != 3 || r[1].Line != 5 {
		t.Errorf("related of the shared place: %+v", r)
	}
}
