package main

import (
	"context"
	"errors"
	"net"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Probes: a tool that probes a service's health answers "down" as its normal answer.

// probeEntry is the project's own tool table entry: a name, a description and a typed handler.
type probeEntry struct {
	Name        string
	Description string
	Run         func(ctx context.Context, req *sdk.CallToolRequest, args map[string]any) (*sdk.CallToolResult, any, error)
}

func dialCache(addr string) (net.Conn, error) { return net.Dial("tcp", addr) }

var probeEntries = []probeEntry{
	{
		Name:        "cache_ping",
		Description: "Test the connection to the cache. Returns whether it answered.",
		Run: func(ctx context.Context, req *sdk.CallToolRequest, args map[string]any) (*sdk.CallToolResult, any, error) {
			addr, _ := args["addr"].(string)
			conn, err := dialCache(addr)
			if err != nil {
				// Fine: a service's ping answers that it is down.
				return &sdk.CallToolResult{}, map[string]any{"success": false, "error": err.Error()}, nil
			}
			conn.Close()
			return &sdk.CallToolResult{}, map[string]any{"success": true}, nil
		},
	},
	{
		Name:        "send_ping",
		Description: "Send a ping message to a peer.",
		Run: func(ctx context.Context, req *sdk.CallToolRequest, args map[string]any) (*sdk.CallToolResult, any, error) {
			addr, _ := args["addr"].(string)
			conn, err := dialCache(addr)
			if err != nil {
				// Bad: sending a ping is no probe, its failure is the call's.
				return &sdk.CallToolResult{}, map[string]any{"success": false, "error": err.Error()}, nil // want: softerror related=46 shape=structured construct=literal
			}
			conn.Close()
			return &sdk.CallToolResult{}, map[string]any{"success": true}, nil
		},
	},
}

func probeServer(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("queue_health"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		conn, err := dialCache(req.GetString("addr", ""))
		if err != nil {
			// Fine: a health probe's normal answer.
			return mcp.NewToolResultText("Error: queue unreachable: " + err.Error()), nil
		}
		conn.Close()
		return mcp.NewToolResultText("queue is up"), nil
	})
	s.AddTool(mcp.NewTool("register_health_check"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		conn, err := dialCache(req.GetString("addr", ""))
		if err != nil {
			// Bad: registering a health check changes something; its failure is the call's.
			return mcp.NewToolResultText("Error: " + err.Error()), nil // want: softerror related=68 shape=unknown
		}
		conn.Close()
		return mcp.NewToolResultText("registered"), nil
	})
	s.AddTool(mcp.NewTool("ping_user", mcp.WithDescription("Notify a user.")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("user", "") == "" {
			// Bad: a guard's failure in a tool that is no probe.
			return mcp.NewToolResultText("Error: user is required"), nil // want: softerror related=76
		}
		return mcp.NewToolResultText("notified"), nil
	})
	s.AddTool(mcp.NewTool("cluster_state", mcp.WithDescription("Check whether the cluster is online. Lists its nodes.")), clusterState)
	s.AddTool(mcp.NewTool("is_plugin_installed"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := exec.LookPath(req.GetString("plugin", "")); err != nil {
			// Fine: a yes-or-no question's "no".
			return mcp.NewToolResultText("The plugin is not installed"), nil
		}
		return mcp.NewToolResultText("The plugin is installed"), nil
	})
	s.AddTool(mcp.NewTool("test_account_login", mcp.WithDescription("Create or reuse a test account and log in with it.")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		conn, err := dialCache(req.GetString("addr", ""))
		if err != nil {
			// Bad: named like a login check, but it creates an account; its failure is the call's.
			return mcp.NewToolResultText("Account creation failed: " + err.Error()), nil // want: softerror related=92
		}
		conn.Close()
		return mcp.NewToolResultText("logged in"), nil
	})
	s.AddTool(mcp.NewTool("plugin_run"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := exec.LookPath("plugin"); err != nil {
			// Bad: the program the call needs is missing.
			return mcp.NewToolResultText("plugin is not installed. Install it first."), nil // want: softerror related=100
		}
		return mcp.NewToolResultText("ran"), nil
	})
}

// clusterState's description says it checks a status: its answers that the cluster is down are
// no failures, but the checked error of the check itself failing is.
func clusterState(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, err := dialCache(req.GetString("addr", ""))
	if err != nil {
		// Bad: the check itself failed, and the text carries its error.
		return mcp.NewToolResultText("Error checking cluster: " + err.Error()), nil // want: softerror related=112 shape=unknown function=clusterState
	}
	defer conn.Close()
	if up := probeUp(conn); !up {
		// Fine: the checked cluster is down, the answer the tool is for.
		return mcp.NewToolResultText("Error: cluster is offline"), nil
	}
	return mcp.NewToolResultText("cluster is online"), nil
}

func probeUp(conn net.Conn) bool { return !errors.Is(nil, net.ErrClosed) && conn != nil }
