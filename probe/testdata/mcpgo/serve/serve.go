// Package serve runs a test server over stdio, or over streamable HTTP with -http ADDR, when it
// prints "listening on URL" on stderr so that the probe test can find the endpoint.
package serve

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/server"
)

// Run serves s until stdin closes (stdio) or the process is killed (HTTP).
func Run(s *server.MCPServer) {
	addr := flag.String("http", "", "serve streamable HTTP on this address instead of stdio")
	flag.Parse()
	if *addr == "" {
		if err := server.ServeStdio(s); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "listening on http://%s/mcp\n", ln.Addr())
	if err := http.Serve(ln, server.NewStreamableHTTPServer(s)); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
