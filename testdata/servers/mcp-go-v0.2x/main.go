// Command weather-mcp is a fixture for mcp-go v0.2x servers: map arguments, an aliased import,
// a method helper and a constructor followed by a flag.
package main

import (
	"context"
	"fmt"
	"os"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/example/weather-mcp/tools"
)

type weatherServer struct {
	apiKey string
}

func main() {
	ws := &weatherServer{apiKey: os.Getenv("WEATHER_KEY")}
	s := server.NewMCPServer("weather", "0.1.0")
	s.AddTool(mcpgo.NewTool("forecast", mcpgo.WithString("city", mcpgo.Required())), ws.forecast)
	s.AddTool(mcpgo.NewTool("alerts", mcpgo.WithString("region")), ws.alerts)
	s.AddTool(mcpgo.NewTool("convert"), tools.Convert)

	status := func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		if ws.apiKey == "" {
			return mcpgo.NewToolResultError("WEATHER_KEY is not set"), nil // want: errorresult function=status shape=prose-only
		}
		return mcpgo.NewToolResultText("ok"), nil
	}
	s.AddTool(mcpgo.NewTool("status"), status)
	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}

// errorResult is a method helper: every handler of the server reports failures through it.
func (w *weatherServer) errorResult(err error) *mcpgo.CallToolResult {
	return mcpgo.NewToolResultError(err.Error()) // want: errorresult shape=prose-only uses=3 function=weatherServer.errorResult
}

func (w *weatherServer) forecast(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	city, ok := req.Params.Arguments["city"].(string)
	if !ok {
		return w.errorResult(fmt.Errorf("city must be a string")), nil
	}
	fc, err := fetchForecast(ctx, w.apiKey, city)
	if err != nil {
		return w.errorResult(err), nil
	}
	if fc == "" {
		result := mcpgo.NewToolResultText(fmt.Sprintf("no forecast for %s", city))
		result.IsError = true // want: errorresult construct=flag-assignment shape=prose-only function=weatherServer.forecast
		return result, nil
	}
	return mcpgo.NewToolResultText(fc), nil
}

func (w *weatherServer) alerts(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	region, _ := req.Params.Arguments["region"].(string)
	if region == "" {
		return w.errorResult(fmt.Errorf("region is required")), nil
	}
	if rateLimited() {
		return &mcpgo.CallToolResult{
			Result: mcpgo.Result{Meta: map[string]interface{}{
				"error": map[string]interface{}{"code": "RATE_LIMITED", "retry": true},
			}},
			Content: []mcpgo.Content{mcpgo.NewTextContent("rate limited, try again in a minute")},
			IsError: true, // want: errorresult construct=literal shape=structured typed=code,retry profile=101001
		}, nil
	}
	return mcpgo.NewToolResultText("no alerts"), nil
}

func fetchForecast(context.Context, string, string) (string, error) { return "", nil }
func rateLimited() bool                                             { return false }
