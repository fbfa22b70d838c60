package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"gopkg.in/yaml.v3"
)

// spoolStatus is what the spool tools answer; String writes it out as indented JSON.
type spoolStatus struct {
	Paused       bool   `json:"paused"`
	Queued       int    `json:"queued,omitempty"`
	ErrorMessage string `json:"error_message,omitempty"`
}

func (s spoolStatus) String() string {
	out, _ := json.MarshalIndent(s, "", "  ")
	return string(out)
}

// deviceLabel's String gives the device name only: no member of it reaches the text.
type deviceLabel struct {
	Name  string
	Error string
}

func (d deviceLabel) String() string { return "device " + d.Name }

func spoolState(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	entries, err := os.ReadDir(req.GetString("spool", ""))
	if err != nil {
		// Bad: the error member travels in the JSON text of a success.
		st := spoolStatus{Paused: true, ErrorMessage: err.Error()}
		return mcp.NewToolResultText(st.String()), nil // want: softerror related=36 shape=json-in-text construct=sdk-call function=spoolState
	}
	if _, err := os.Stat(req.GetString("device", "")); err != nil {
		return mcp.NewToolResultText(fmt.Sprint(spoolStatus{ErrorMessage: "device is offline"})), nil // want: softerror related=41 shape=json-in-text
	}
	if _, err := os.Lstat(req.GetString("device", "")); err != nil {
		// Fine: deviceLabel's String writes the name, not the error member.
		label := deviceLabel{Name: req.GetString("device", ""), Error: err.Error()}
		return mcp.NewToolResultText(label.String()), nil
	}
	if err == nil && len(entries) == 0 {
		// Fine: no failure block, and the note says the state was already reached.
		st := spoolStatus{ErrorMessage: "spool already drained"}
		return mcp.NewToolResultText(st.String()), nil
	}
	return mcp.NewToolResultText(spoolStatus{Queued: len(entries)}.String()), nil
}

func spoolHistory(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	spool := req.GetString("spool", "")
	resp, err := http.Get("http://127.0.0.1:631/history/" + spool)
	if err != nil {
		if os.IsTimeout(err) {
			// Bad: a YAML map whose error member says what failed, as a success.
			body := map[string]any{"spool": spool, "error": "History service did not answer"}
			out, err := yaml.Marshal(body)
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(string(out)), nil // want: softerror related=60 shape=unknown function=spoolHistory
		}
		return nil, err
	}
	defer resp.Body.Close()
	var jobs []string
	if err := json.NewDecoder(resp.Body).Decode(&jobs); err != nil {
		// Fine: an empty history is an answer; the map has no error member.
		out, _ := yaml.Marshal(map[string]any{"spool": spool, "jobs": []string{}})
		return mcp.NewToolResultText(string(out)), nil
	}
	if len(jobs) == 0 {
		// Fine: a guard's map that says nothing failed.
		out, _ := yaml.Marshal(map[string]any{"spool": spool, "message": "No jobs recorded"})
		return mcp.NewToolResultText(string(out)), nil
	}
	if _, err := os.Stat(spool); err != nil {
		// Fine: the error member is empty.
		out, _ := yaml.Marshal(map[string]any{"spool": spool, "jobs": jobs, "error": ""})
		return mcp.NewToolResultText(string(out)), nil
	}
	out, err := yaml.Marshal(map[string]any{"spool": spool, "jobs": jobs})
	if err != nil {
		return nil, fmt.Errorf("encode history: %w", err)
	}
	return mcp.NewToolResultText(string(out)), nil
}
