// Command envelope is a go-sdk server whose handler answers bad arguments with isError results
// that carry the two-plane envelope: a text for the model and a typed error member
// (schema, code, target, policy, retry, sideEffects) in structuredContent.
package main

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/gosdkservers/serve"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "envelope", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{
		Name:        "set_status",
		Description: "Set an order's status",
		InputSchema: json.RawMessage(`{"type":"object","properties":{` +
			`"order_id":{"type":"string"},` +
			`"status":{"type":"string","enum":["open","closed"]}},` +
			`"required":["order_id","status"]}`),
		Annotations: &mcp.ToolAnnotations{IdempotentHint: true},
	}, setStatus)
	serve.Run(s)
}

func setStatus(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return refuse("arguments", "the arguments must be an object"), nil
	}
	for _, name := range []string{"order_id", "status"} {
		v, ok := args[name].(string)
		if !ok {
			return refuse(name, name+" is required and must be a string; fix the arguments and call again"), nil
		}
		if name == "status" && v != "open" && v != "closed" {
			return refuse(name, "status must be open or closed; fix the arguments and call again"), nil
		}
	}
	return refuse("order_id", "order "+args["order_id"].(string)+" not found; ask the user for the order number"), nil
}

// refuse builds the isError result with the envelope: nothing was changed, so a retry is safe.
func refuse(target, text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{&mcp.TextContent{Text: text}},
		StructuredContent: map[string]any{"error": map[string]any{
			"schema": "mcp-error/1", "code": "invalid_argument", "target": target,
			"policy": "fix_arguments", "retry": true, "sideEffects": "none", "text": text,
		}},
	}
}
