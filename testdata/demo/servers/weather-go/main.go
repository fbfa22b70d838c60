// Command weather is a small MCP server that answers forecasts for a city.
package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var errUnknownCity = errors.New("unknown city")

func main() {
	s := server.NewMCPServer("weather", "0.3.0", server.WithRecovery())
	s.AddTool(mcp.NewTool("forecast",
		mcp.WithDescription("Forecast for a city"),
		mcp.WithString("city", mcp.Required()),
		mcp.WithNumber("days"),
	), forecast)
	s.AddTool(mcp.NewTool("alerts", mcp.WithString("region", mcp.Required())), alerts)
	if err := server.ServeStdio(s); err != nil {
		fmt.Println(err)
	}
}

func forecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city, err := req.RequireString("city")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if city == "" {
		return mcp.NewToolResultError("city must not be empty"), nil
	}
	days := req.GetInt("days", 3)
	if days < 1 || days > 10 {
		return toolError("invalid_argument", "days", "fix_arguments", fmt.Sprintf("days must be 1..10, got %d", days)), nil
	}
	f, err := lookup(ctx, city, days)
	if errors.Is(err, errUnknownCity) {
		return toolError("not_found", "city", "ask_user", "no forecast for "+city), nil
	}
	if err != nil {
		return mcp.NewToolResultErrorFromErr("forecast service failed", err), nil
	}
	return mcp.NewToolResultText(f), nil
}

func alerts(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	region, err := req.RequireString("region")
	if err != nil {
		return toolError("invalid_argument", "region", "fix_arguments", err.Error()), nil
	}
	return mcp.NewToolResultText("no alerts for " + region), nil
}

// toolError builds an error result whose typed fields tell an agent what failed and what to do.
func toolError(code, target, policy, text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content: []mcp.Content{mcp.NewTextContent(text)},
		StructuredContent: map[string]any{
			"error": map[string]any{"code": code, "target": target, "policy": policy, "text": text},
		},
		IsError: true,
	}
}

func lookup(ctx context.Context, city string, days int) (string, error) {
	if city == "Atlantis" {
		return "", errUnknownCity
	}
	return fmt.Sprintf("%s: sunny for %d days", city, days), ctx.Err()
}
