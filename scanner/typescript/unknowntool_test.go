package typescript

import "testing"

// An unknown-tool message names the tool's group in one or two words ("Unknown incident tool:"),
// or none; a failure in a tool is no unknown tool.
func TestUnknownToolWords(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"`Unknown tool: ${name}`", true},
		{"`Unknown incident tool: ${toolName}`", true},
		{"`Unknown script include tool: ${toolName}`", true},
		{"'Unknown process definition tool: ' + toolName", true},
		{"`Unknown error in tool: ${toolName}`", false},
		{"`Unknown failure of tool: ${toolName}`", false},
		{"`Unknown board tool ${toolName}`", false},
		{"`Unknown very long group name tool: ${toolName}`", false},
		{"`request failed: ${e}`", false},
	} {
		if got := unknownToolWords(c.text); got != c.want {
			t.Errorf("unknownToolWords(%s) = %v, want %v", c.text, got, c.want)
		}
	}
}
