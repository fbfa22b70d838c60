// Package user registers its tools in its own registry from its init function; the server // want package:`leavesPending`
// package hands the registry's tools to AddTools.
package user

import (
	"context"
	"errors"
	"fmt"

	"example.com/mcpgo121/mw"
	"example.com/mcpgo121/to"
	"example.com/mcpgo121/tool"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is the package's registry.
var Tool = tool.New() // want Tool:`pending\(2\)`

var (
	GetUserInfoTool = mcp.NewTool("get_user_info", mcp.WithString("login", mcp.Required()))
	RenameUserTool  = mcp.NewTool("rename_user", mcp.WithString("login", mcp.Required()))
	WhoAmITool      = mcp.NewTool("who_am_i")
	BlockUserTool   = mcp.NewTool("block_user")
)

func init() {
	Tool.RegisterRead(server.ServerTool{Tool: GetUserInfoTool, Handler: GetUserInfoFn})
	Tool.RegisterWrite(server.ServerTool{Tool: RenameUserTool, Handler: RenameUserFn})
	Tool.RegisterRead(server.ServerTool{Tool: WhoAmITool, Handler: WhoAmIFn})
	Tool.RegisterWrite(server.ServerTool{Tool: BlockUserTool, Handler: mw.Guard(BlockUserFn)})
}

type userInfo struct {
	Login string `json:"login"`
}

func GetUserInfoFn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want GetUserInfoFn:`mayReturnError\(user/user.go:44\)`
	login, err := req.RequireString("login")
	if err != nil {
		return to.Failure(err) // an isError result
	}
	if login == "ghost" {
		return to.ErrorResult(fmt.Errorf("user %s not found", login))
	}
	return to.TextResult(userInfo{Login: login}) // only a marshal failure: benign
}

func RenameUserFn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want RenameUserFn:`mayReturnError\(user/user.go:50\)`
	return to.ErrorResult(errors.New("renaming is disabled"))
}

// WhoAmIFn answers every failure with an isError result: nothing to report.
func WhoAmIFn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want WhoAmIFn:`benignError`
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return to.Failure(errors.New("not signed in"))
}

// BlockUserFn is registered behind mw.Guard, which turns its errors into isError results.
func BlockUserFn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want BlockUserFn:`mayReturnError\(user/user.go:63\)`
	return to.ErrorResult(errors.New("blocking is disabled"))
}
