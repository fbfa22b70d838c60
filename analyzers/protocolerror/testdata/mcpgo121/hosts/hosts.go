// Package hosts resolves the API host the server was configured with at start-up.
package hosts

import (
	"context"
	"net/url"
)

// Resolver gives the API's base URL.
type Resolver interface {
	BaseURL(ctx context.Context) (*url.URL, error)
}

// Static is the resolver the server builds from its flags.
type Static struct{ base *url.URL }

// New parses the configured host once, at start-up.
func New(host string) (Static, error) { // want New:`mayReturnError\(hosts/hosts.go:21\)` New:`pure`
	u, err := url.Parse(host)
	if err != nil {
		return Static{}, err
	}
	return Static{base: u}, nil
}

// BaseURL returns the parsed host.
func (s Static) BaseURL(context.Context) (*url.URL, error) { return s.base, nil } // want BaseURL:`benignError` BaseURL:`pure`
