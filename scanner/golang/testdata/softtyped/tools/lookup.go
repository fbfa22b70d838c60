package tools

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type lookupInput struct {
	ID string `json:"id"`
}

type lookupOutput struct {
	Name  string `json:"name,omitempty"`
	Note  string `json:"note,omitempty"`
	Error string `json:"error,omitempty"`
}

type record struct{ Name string }

func findRecord(id string) (*record, error) {
	if id == "" {
		return nil, errors.New("id is required")
	}
	if id == "gone" {
		return nil, nil
	}
	return &record{Name: id}, nil
}

// lookupRecord answers a record that is not there with an output whose error member says so,
// in the branch of a nil check: a failure with isError false.
func lookupRecord(ctx context.Context, _ *mcp.CallToolRequest, in lookupInput) (*mcp.CallToolResult, lookupOutput, error) {
	r, err := findRecord(in.ID)
	if err != nil {
		return nil, lookupOutput{}, err
	}
	if r == nil {
		return nil, lookupOutput{Error: "record not found"}, nil // want: softerror
	}
	if r.Name == "draft" {
		// An error member that says nothing failed: not a failure.
		return nil, lookupOutput{Name: r.Name, Error: "no results yet"}, nil
	}
	if r.Name == "old" {
		// A note member: not an error member.
		return nil, lookupOutput{Name: r.Name, Note: "record not found in cache"}, nil
	}
	return nil, lookupOutput{Name: r.Name}, nil
}

// pollRecord sets the error member of its output in the error check and returns the output
// with a nil error.
func pollRecord(ctx context.Context, _ *mcp.CallToolRequest, in lookupInput) (*mcp.CallToolResult, lookupOutput, error) {
	out := lookupOutput{Name: in.ID}
	r, pollErr := findRecord(in.ID)
	if pollErr != nil {
		out.Error = fmt.Sprintf("poll failed: %v", pollErr)
		return nil, out, nil // want: softerror
	}
	out.Name = r.Name
	return nil, out, nil
}

// retryRecord notes the failure in the output and goes on with a fallback: the return after the
// check is no failure.
func retryRecord(ctx context.Context, _ *mcp.CallToolRequest, in lookupInput) (*mcp.CallToolResult, lookupOutput, error) {
	out := lookupOutput{Name: in.ID}
	if _, err := findRecord(in.ID); err != nil {
		out.Note = "cached"
		return nil, out, nil
	}
	return nil, out, nil
}

// RegisterLookup adds the lookup tools.
func RegisterLookup(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_record"}, lookupRecord)
	mcp.AddTool(s, &mcp.Tool{Name: "poll_record"}, pollRecord)
	mcp.AddTool(s, &mcp.Tool{Name: "retry_record"}, retryRecord)
}
