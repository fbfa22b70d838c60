package study

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/adjudication"
)

// TestSnippetOfAMinifiedLineIsCut: a coding sheet's code cell stays a few KiB when the line is a
// minified bundle, so the sheet stays far below the cell cap it is read back with.
func TestSnippetOfAMinifiedLineIsCut(t *testing.T) {
	name := filepath.Join(t.TempDir(), "bundle.js")
	line := "return {content:[{type:'text',text:'x'}],isError:true};" + strings.Repeat("var a=1;", 300_000)
	if err := os.WriteFile(name, []byte("// head\n"+line+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	text, err := lines(name, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(text) > maxSnippetBytes+100 || !strings.HasPrefix(text, "return {content") || !strings.Contains(text, "open the file for the rest") {
		t.Errorf("snippet of %d bytes: %.80q…", len(text), text)
	}
	if len(text) > adjudication.MaxCellBytes {
		t.Errorf("the snippet is over the cell cap")
	}
}
