// Package client is the API client of a server, in a package of its own: which of its methods // want package:`methods\(client.Client\)`
// return nil with an error decides whether using a result before checking the error panics.
package client

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"os"
)

// Client calls the teams API.
type Client struct {
	Base string
	HTTP *http.Client
}

// TeamPage is one page of teams.
type TeamPage struct {
	Nodes []Team
	Total int
}

// Team is one team.
type Team struct{ Name string }

// GetTotal is nil-safe, as generated getters are.
func (p *TeamPage) GetTotal() int { // want GetTotal:`summary\(returns\[\[0\]\]; nilSafeRecv\)`
	if p == nil {
		return 0
	}
	return p.Total
}

// Status is the service's status, returned by value.
type Status struct{ Up bool }

// ListTeams returns nil and the error when the request fails.
func (c *Client) ListTeams(ctx context.Context, q string) (*TeamPage, error) { // want ListTeams:`summary\(returns\[\[0\] \[\]\]; nilErr\[0\]\)`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.Base+"/teams?q="+url.QueryEscape(q), nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var page TeamPage
	if err := json.NewDecoder(resp.Body).Decode(&page); err != nil {
		return nil, err
	}
	return &page, nil
}

// CountTeams always returns a page, an empty one when the request fails.
func (c *Client) CountTeams(ctx context.Context, q string) (*TeamPage, error) { // want CountTeams:`summary\(returns\[\[0\] \[\]\]\)`
	page, err := c.ListTeams(ctx, q)
	if err != nil {
		return &TeamPage{}, err
	}
	return page, nil
}

// Status returns the service's status by value.
func (c *Client) Status(ctx context.Context) (Status, error) {
	resp, err := c.HTTP.Get(c.Base + "/status")
	if err != nil {
		return Status{}, err
	}
	defer resp.Body.Close()
	return Status{Up: resp.StatusCode == http.StatusOK}, nil
}

// Names lists the names of the teams matching q; it reads the page before checking the error.
func (c *Client) Names(ctx context.Context, q string) ([]string, error) { // want Names:`summary\(use of page before err is checked \(c.ListTeams may return it nil with an error\) at client/client.go:79\)`
	page, err := c.ListTeams(ctx, q)
	names := make([]string, 0, len(page.Nodes)) // want `^use of page before err is checked \(c.ListTeams may return it nil with an error\) in client.Client.Names, which tool handler names calls: mcp-go v1.2.1 turns the panic into a -32603 protocol error, not an isError result the model can read; check the error before using the value, or add server.WithRecovery\(\)$` related=teams/main.go:24,teams/main.go:83
	if err != nil {
		return nil, err
	}
	for _, t := range page.Nodes {
		names = append(names, t.Name)
	}
	return names, nil
}

// Unused reads the page before checking the error too, but no tool handler calls it.
func (c *Client) Unused(ctx context.Context) int { // want Unused:`summary\(returns\[\[0\]\]; use of page before err is checked`
	page, err := c.ListTeams(ctx, "")
	n := page.Total
	if err != nil {
		return 0
	}
	return n
}

// BaseURL is configuration.
var BaseURL = os.Getenv("TEAMS_URL")

// Endpoint panics when the configured base does not parse: configuration, not a tool call.
func Endpoint(path string) *url.URL {
	u, err := url.Parse(BaseURL + "/api")
	if err != nil {
		panic(err)
	}
	return u.JoinPath(path)
}

// TeamURL parses a URL built from a team's name: a name with a stray % makes it panic.
func TeamURL(team string) *url.URL { // want TeamURL:`summary\(explicit panic at client/client.go:115 if \[0\]\)`
	u, err := url.Parse(BaseURL + "/teams/" + team)
	if err != nil {
		panic(err) // want `^explicit panic in client.TeamURL, which tool handler team calls: mcp-go v1.2.1` related=teams/main.go:32,teams/main.go:171
	}
	return u
}

// MustPing panics when the service does not answer: a failure of the world, whatever the input.
func (c *Client) MustPing(ctx context.Context) { // want MustPing:`summary\(explicit panic at client/client.go:124\)`
	resp, err := c.HTTP.Get(c.Base + "/ping")
	if err != nil {
		panic(err) // want `^explicit panic in client.Client.MustPing, which tool handler team calls: mcp-go v1.2.1` related=teams/main.go:32,teams/main.go:172
	}
	resp.Body.Close()
}
