package typescript

import (
	"fmt"
	"strconv"
	"strings"
)

// What punkpeye fastmcp sends for an error a tool's execute throws that is not a UserError
// (a UserError's message is sent as it is, on every version):
//
//   - before 2.1.4, `Error: ${error}`: the error as a string after "Error: ", which for an Error
//     is its name and message ("Error: Error: boom", "Error: TypeError: x is undefined");
//     src/FastMCP.ts:834-837 at v1.21.0 (ac144df5), the same text from v1.0.0 to v2.1.3;
//   - from 2.1.4 on (eb52c762, "enchanted error messages"), "Tool 'NAME' execution failed: "
//     and the error's message (src/FastMCP.ts:1392-1397 at v2.1.4).
//
// With no version in the manifests the newest behaviour is assumed.

// fastmcpToolPrefixed reports whether the punkpeye fastmcp in use sends "Tool 'NAME' execution
// failed: …" for a tool's error that is not a UserError (2.1.4 and later, or no version found),
// and the version read when it does not.
func (f *file) fastmcpToolPrefixed() (bool, string) {
	v, ok := f.Project.Version(depFastMCP)
	if !ok {
		return true, ""
	}
	maj, min, known := parseVersion(v)
	if !known {
		return true, ""
	}
	old := maj < 2 || maj == 2 && (min < 1 || min == 1 && patchOf(v) < 4)
	return !old, strings.TrimLeft(strings.TrimSpace(v), "^~>=<v ")
}

// patchOf reads the patch number of "2.1.4" (0 when there is none).
func patchOf(v string) int {
	parts := strings.SplitN(strings.TrimLeft(strings.TrimSpace(v), "^~>=<v "), ".", 3)
	if len(parts) < 3 {
		return 0
	}
	n, _ := strconv.Atoi(strings.TrimRightFunc(parts[2], func(r rune) bool { return r < '0' || r > '9' }))
	return n
}

// fastmcpToolText returns the note a fastmcp tool's throw carries about the isError text the
// client receives: builtin says the throw constructs one of JavaScript's own error classes
// (class), which is never a UserError.
func (f *file) fastmcpToolText(tool, class string, builtin bool) string {
	prefixed, version := f.fastmcpToolPrefixed()
	switch {
	case prefixed && builtin:
		return fmt.Sprintf(`; text "Tool '%s' execution failed: …"`, tool)
	case prefixed:
		// A helper's error, a rethrown one or a project class may be a UserError, whose text
		// fastmcp sends as it is.
		return fmt.Sprintf(`; text "Tool '%s' execution failed: …" unless it is a UserError`, tool)
	case builtin:
		return fmt.Sprintf(`; text "Error: %s: …" on fastmcp %s`, class, version)
	}
	return fmt.Sprintf(`; text "Error: " and the error as a string on fastmcp %s, the bare message if it is a UserError`, version)
}
