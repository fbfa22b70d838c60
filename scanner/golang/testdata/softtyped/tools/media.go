package tools

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type mediaInput struct {
	ID string `json:"id"`
}

func fetchMedia(id string) (string, error) {
	if id == "" {
		return "", errors.New("id is required")
	}
	return "/tmp/" + id, nil
}

// downloadMedia answers a failed download with an empty result beside an output whose success
// flag is false and whose message is the failure: the SDK sends the output as the
// structuredContent (and text) of a result with isError false.
func downloadMedia(ctx context.Context, _ *mcp.CallToolRequest, in mediaInput) (*mcp.CallToolResult, map[string]any, error) {
	path, err := fetchMedia(in.ID)
	if err != nil || path == "" {
		msg := "failed to download media"
		if err != nil {
			msg += ": " + err.Error()
		}
		return &mcp.CallToolResult{}, map[string]any{"success": false, "message": msg}, nil // want: softerror
	}
	return &mcp.CallToolResult{}, map[string]any{"success": true, "path": path}, nil
}

// probeMedia reports a missing file as data: success false, but its message is no failure
// text (a "not there yet" answer the tool exists to give).
func probeMedia(ctx context.Context, _ *mcp.CallToolRequest, in mediaInput) (*mcp.CallToolResult, map[string]any, error) {
	path, err := fetchMedia(in.ID)
	if err != nil {
		return &mcp.CallToolResult{}, map[string]any{"success": false, "message": "no media yet"}, nil
	}
	return &mcp.CallToolResult{}, map[string]any{"success": true, "path": path}, nil
}

// flagMedia sets IsError on its result: the output rides on an error result, as it should.
func flagMedia(ctx context.Context, _ *mcp.CallToolRequest, in mediaInput) (*mcp.CallToolResult, map[string]any, error) {
	if _, err := fetchMedia(in.ID); err != nil {
		return &mcp.CallToolResult{IsError: true}, map[string]any{"success": false, "message": "failed: " + err.Error()}, nil // want: errorresult
	}
	return nil, map[string]any{"success": true}, nil
}

// RegisterMedia adds the media tools.
func RegisterMedia(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "download_media"}, downloadMedia)
	mcp.AddTool(s, &mcp.Tool{Name: "probe_media"}, probeMedia)
	mcp.AddTool(s, &mcp.Tool{Name: "flag_media"}, flagMedia)
}
