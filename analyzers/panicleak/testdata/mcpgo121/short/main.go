// Command short slices texts and lists the client sends by their length: counted back from
// the length, or cut at a constant, a short argument panics unless a check in front shows it
// long enough.
package main

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("list_events"), listEvents)
	s.AddTool(mcp.NewTool("list_events_checked"), listEventsChecked)
	s.AddTool(mcp.NewTool("short_id"), shortID)
	s.AddTool(mcp.NewTool("short_id_checked"), shortIDChecked)
	s.AddTool(mcp.NewTool("last_tag"), lastTag)
	s.AddTool(mcp.NewTool("last_tag_checked"), lastTagChecked)
	s.AddTool(mcp.NewTool("parent_dir"), parentDir)
	s.AddTool(mcp.NewTool("pairs"), pairs)
	s.AddTool(mcp.NewTool("color"), color)
	s.AddTool(mcp.NewTool("color_reassigned"), colorReassigned)
	_ = server.ServeStdio(s)
}

// withZone appends "Z" to a timestamp with a time but no zone: a text like "1T" has fewer
// than six bytes, and t[len(t)-6:] panics.
func withZone(t string) string { // want withZone:`summary\(slice bound len\(t\) - 6 of argument-derived text with no length check at short/main.go:32 if \[0\]\)`
	if strings.Contains(t, "T") && !strings.Contains(t, "Z") && !strings.ContainsAny(t[len(t)-6:], "+-") { // want `^slice bound len\(t\) - 6 of argument-derived text with no length check in withZone, which tool handler listEvents calls: mcp-go v1.2.1` related=16,47
		return t + "Z"
	}
	return t
}

// withZoneChecked looks at the last six bytes only of a text that long: fine.
func withZoneChecked(t string) string {
	if len(t) >= 6 && strings.Contains(t, "T") && !strings.ContainsAny(t[len(t)-6:], "+-") {
		return t + "Z"
	}
	return t
}

func listEvents(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	from := withZone(req.GetString("time_min", ""))
	return mcp.NewToolResultText(from), nil
}

func listEventsChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(withZoneChecked(req.GetString("time_min", ""))), nil
}

// shortID cuts a commit id the client sends at eight bytes, however long it is.
func shortID(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("sha", "")
	return mcp.NewToolResultText("commit " + id[:8]), nil // want `^slice bound 8 of argument-derived text with no length check in tool handler shortID: mcp-go v1.2.1` related=18
}

// shortIDChecked cuts only an id longer than that, and a zero-padded one it builds: fine.
func shortIDChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("sha", "")
	if len(id) > 8 {
		id = id[:8]
	}
	const pad = "00000000"
	return mcp.NewToolResultText("commit " + id + pad[:4]), nil
}

// lastTag reads the last element of a list the client sends, which may be empty.
func lastTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tags := req.GetStringSlice("tags", nil)
	return mcp.NewToolResultText(tags[len(tags)-1]), nil // want `^index len\(tags\) - 1 of argument-derived slice with no length check in tool handler lastTag: mcp-go v1.2.1` related=20
}

// lastTagChecked refuses an empty list first, and reads the last part of a split text, which
// always has one: fine.
func lastTagChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tags := req.GetStringSlice("tags", nil)
	if len(tags) == 0 {
		return mcp.NewToolResultError("tags is empty"), nil
	}
	parts := strings.Split(tags[len(tags)-1], "/")
	return mcp.NewToolResultText(parts[len(parts)-1]), nil
}

// parentDir trims a trailing slash where there is one, and the text checked for "" first: fine.
func parentDir(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := req.GetString("path", "")
	switch {
	case strings.HasSuffix(p, "/"):
		p = p[:len(p)-1]
	}
	if p != "" && p[len(p)-1] == '.' {
		return mcp.NewToolResultError("path ends in a dot"), nil
	}
	return mcp.NewToolResultText(p), nil
}

// pairs reads two bytes at a time while two are left: fine.
func pairs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hex := req.GetString("hex", "")
	var out []string
	for len(hex) >= 2 {
		out = append(out, hex[:2])
		hex = hex[2:]
	}
	return mcp.NewToolResultText(strings.Join(out, " ")), nil
}

// color reads "#RRGGBB" after checking its length: what it cuts from the text is long enough.
func color(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hex := req.GetString("color", "")
	if len(hex) != 7 || hex[0] != '#' {
		return mcp.NewToolResultError("color must be #RRGGBB"), nil
	}
	h := hex[1:]
	return mcp.NewToolResultText(h[0:2] + " " + h[2:4] + " " + h[4:6]), nil
}

// colorReassigned checks one text and cuts another.
func colorReassigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hex := req.GetString("color", "")
	if len(hex) != 7 {
		return mcp.NewToolResultError("color must be #RRGGBB"), nil
	}
	hex = req.GetString("fallback", "")
	return mcp.NewToolResultText(hex[4:6]), nil // want `^slice bound 6 of argument-derived text with no length check in tool handler colorReassigned: mcp-go v1.2.1` related=25
}
