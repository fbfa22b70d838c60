// Package tools holds stateless tools and their error helpers.
package tools

import (
	"context"
	"fmt"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
)

// Convert converts between Celsius and Fahrenheit.
func Convert(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw, _ := req.Params.Arguments["value"].(string)
	v, err := strconv.ParseFloat(raw, 64)
	if err != nil {
		return ToolError("BAD_NUMBER", "value is not a number", map[string]interface{}{"value": raw}), nil
	}
	unit, _ := req.Params.Arguments["unit"].(string)
	switch unit {
	case "C":
		return mcp.NewToolResultText(fmt.Sprintf("%.1fF", v*9/5+32)), nil
	case "F":
		return mcp.NewToolResultText(fmt.Sprintf("%.1fC", (v-32)*5/9)), nil
	}
	return errf("unknown unit %q", unit)
}

// ToolError looks typed but drops code and details: only the message reaches the client.
func ToolError(code, msg string, details map[string]interface{}) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg) // want: errorresult shape=prose-only typed=none uses=1 function=ToolError
}

// errf returns its result with a nil error, as handlers do.
func errf(format string, a ...interface{}) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(fmt.Sprintf(format, a...)), nil // want: errorresult shape=prose-only uses=1 function=errf
}
