package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// probeStatus is what the probe tool answers; String writes it out as indented JSON.
type probeStatus struct {
	Reachable    bool   `json:"reachable"`
	Latency      string `json:"latency,omitempty"`
	ErrorMessage string `json:"error_message,omitempty"`
}

func (p probeStatus) String() string {
	data, _ := json.MarshalIndent(p, "", "  ")
	return string(data)
}

// dial answers its failures with a probeStatus and no error.
func dial(host string) probeStatus {
	start := time.Now()
	conn, err := net.DialTimeout("tcp", host, 3*time.Second)
	if err != nil {
		return probeStatus{ErrorMessage: fmt.Sprintf("Failed to reach %s: %s", host, err.Error())} // want: softerror function=dial related=38
	}
	_ = conn.Close()
	return probeStatus{Reachable: true, Latency: time.Since(start).String()}
}

func (s *Server) Probe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	st := dial(req.GetString("host", ""))
	return mcp.NewToolResultText(st.String()), nil
}

// shelfTag's String gives the tag's name only: its error member never reaches the text.
type shelfTag struct {
	Name  string
	Error string
}

func (t shelfTag) String() string { return "tag " + t.Name }

func tagOf(id string) shelfTag {
	if id == "" {
		return shelfTag{Error: "no shelf id given"}
	}
	return shelfTag{Name: id}
}

func (s *Server) Tag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(tagOf(req.GetString("shelf", "")).String()), nil
}
