package main

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/example/jobs-mcp/client"
)

// Server answers job tools with what its API client returns, marshalled into the text.
type Server struct {
	api *client.API
}

// jsonResult builds a successful result from whatever it is given.
func jsonResult(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("cannot encode the answer", err), nil // want: errorresult
	}
	return mcp.NewToolResultText(string(b)), nil
}

func (s *Server) Pause(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := s.api.Pause(req.GetString("job", ""))
	return jsonResult(resp)
}

func (s *Server) Resume(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(s.api.Resume(req.GetString("job", "")))
}

func (s *Server) Logs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	logs := s.api.Logs(req.GetString("job", ""))
	b, _ := json.Marshal(logs)
	return mcp.NewToolResultText(string(b)), nil
}

// Lookup is this package's own answer type.
type Lookup struct {
	Job   string `json:"job,omitempty"`
	Error string `json:"error,omitempty"`
}

func (s *Server) find(id string) Lookup {
	if id == "" {
		return Lookup{Error: "no job id given"} // want: softerror function=Server.find related=64
	}
	return Lookup{Job: id}
}

// note is a failure struct too, but no tool returns it: it is only logged.
func (s *Server) note(id string) Lookup {
	return Lookup{Error: "job " + id + " was skipped"}
}

func (s *Server) Find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("job", "")
	_ = s.note(id)
	found := s.find(id)
	return jsonResult(found)
}

func (s *Server) Stop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := s.api.Stop(req.GetString("job", ""))
	if err != nil {
		return mcp.NewToolResultErrorFromErr("cannot stop the job", err), nil // want: errorresult
	}
	return jsonResult(resp)
}

func (s *Server) Start(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(s.api.Start(req.GetString("job", "")))
}

func main() {
	s := &Server{api: client.New()}
	srv := server.NewMCPServer("jobs", "1.0.0")
	srv.AddTool(mcp.NewTool("pause"), s.Pause)
	srv.AddTool(mcp.NewTool("resume"), s.Resume)
	srv.AddTool(mcp.NewTool("logs"), s.Logs)
	srv.AddTool(mcp.NewTool("find"), s.Find)
	srv.AddTool(mcp.NewTool("stop"), s.Stop)
	srv.AddTool(mcp.NewTool("start"), s.Start)
	srv.AddTool(mcp.NewTool("probe"), s.Probe)
	srv.AddTool(mcp.NewTool("tag"), s.Tag)
	_ = server.ServeStdio(srv)
}
