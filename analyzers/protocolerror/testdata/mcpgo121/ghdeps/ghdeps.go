// Package ghdeps is the dependency container the server hands every tool handler, with one
// implementation for a single-user server (clients built at start-up) and one for a
// multi-user one (a client built per request from the token the middleware put in the
// context and the host configured at start-up).
package ghdeps

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"example.com/mcpgo121/ghctx"
	"example.com/mcpgo121/hosts"
	"github.com/google/go-github/v89/github"
)

// Deps is what a tool handler gets.
type Deps interface {
	// Client fails only on the server's state: no token in the context, a bad host.
	Client(ctx context.Context) (*github.Client, error)
	// ClientFor fails on the owner the tool was asked about.
	ClientFor(ctx context.Context, owner string) (*github.Client, error)
	// Probe asks the API whether it is up.
	Probe(ctx context.Context) error
}

// Base holds clients built at start-up.
type Base struct{ C *github.Client }

// Client never fails.
func (b Base) Client(context.Context) (*github.Client, error) { return b.C, nil } // want Client:`benignError` Client:`pure`

// ClientFor refuses an empty owner.
func (b Base) ClientFor(_ context.Context, owner string) (*github.Client, error) { // want ClientFor:`mayReturnError\(ghdeps/ghdeps.go:37\)` ClientFor:`pure`
	if owner == "" {
		return nil, errors.New("owner is required")
	}
	return b.C, nil
}

// Probe never fails.
func (b Base) Probe(context.Context) error { return nil } // want Probe:`benignError` Probe:`pure`

// Request builds a client per request.
type Request struct {
	Hosts     hosts.Resolver
	UserAgent string
}

// Client builds the request's client without I/O.
func (r *Request) Client(ctx context.Context) (*github.Client, error) { // want Client:`mayReturnError\(ghdeps/ghdeps.go:55\)` Client:`pure`
	tok, ok := ghctx.TokenFrom(ctx)
	if !ok {
		return nil, errors.New("no token in context")
	}
	base, err := r.Hosts.BaseURL(ctx)
	if err != nil {
		return nil, fmt.Errorf("base url: %w", err)
	}
	return github.NewClient(github.WithAuthToken(tok.Value), github.WithUserAgent(r.UserAgent),
		github.WithEnterpriseURLs(base.String(), base.String()))
}

// ClientFor checks the owner, an argument of the call.
func (r *Request) ClientFor(ctx context.Context, owner string) (*github.Client, error) { // want ClientFor:`mayReturnError\(ghdeps/ghdeps.go:68\)` ClientFor:`pure`
	if owner == "" {
		return nil, errors.New("owner is required")
	}
	return r.Client(ctx)
}

// Probe sends a request: its error depends on the network.
func (r *Request) Probe(ctx context.Context) error { // want Probe:`mayReturnError\(ghdeps/ghdeps.go:81\)`
	base, err := r.Hosts.BaseURL(ctx)
	if err != nil {
		return err
	}
	resp, err := http.Get(base.String())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
