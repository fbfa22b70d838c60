// Package client is the API client the tools call.
package client

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// Client talks to the issue tracker.
type Client struct{ token string }

// Issue is an issue.
type Issue struct{ Title string }

// Issue fetches one issue: a business failure when it is missing.
func (c *Client) Issue(ctx context.Context, n int) (*Issue, error) { // want Issue:`mayReturnError\(client/client.go:21\)` Issue:`pure`
	if n <= 0 {
		return nil, fmt.Errorf("issue %d not found", n)
	}
	if c.token == "" {
		return nil, errors.New("not authenticated")
	}
	return &Issue{Title: "first"}, nil
}

// Alive reports only cancellation: its error is never a business failure.
func Alive(ctx context.Context) error { // want Alive:`benignError` Alive:`pure`
	return ctx.Err()
}

// Quota returns a *jsonrpc.Error on purpose, with a code the client knows.
func Quota(used int) error { // want Quota:`benignError` Quota:`pure`
	if used > 100 {
		return &jsonrpc.Error{Code: -32001, Message: "quota exceeded"}
	}
	return nil
}
