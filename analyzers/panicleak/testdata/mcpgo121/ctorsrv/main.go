// Command ctorsrv builds its server with a constructor of another package and registers the
// tools of a third: the constructor's package says it installs no recovery.
package main

import (
	"example.com/mcpgo121/ctor"
	"example.com/mcpgo121/ctortools"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := ctor.New()
	ctortools.Register(s)
	_ = server.ServeStdio(s)
}
