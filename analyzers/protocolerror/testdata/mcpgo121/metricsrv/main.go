// Command metricsrv serves the tools of package metrictools. // want package:`helperUses\(example.com/mcpgo121/metrictools.Fail, example.com/mcpgo121/metrictools.Text\)`
package main

import (
	"example.com/mcpgo121/metrictools"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("metrics", "1.0.0")
	s.AddTools(metrictools.NewClient("http://localhost:9090/api/v1").Tools()...)
	_ = server.ServeStdio(s)
}
