// A go-sdk server: a typed handler's returned error becomes the isError result's text.
package gosdk

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Path string }

func read(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, any, error) {
	if args.Path == "" {
		return nil, nil, fmt.Errorf("read failed:\n%s", debug.Stack()) // want: internalleak
	}
	if args.Path == "/" {
		err := fmt.Errorf("panic in read: %s", debug.Stack())
		return nil, nil, err // want: internalleak
	}
	// Fine: the error's own message.
	return nil, nil, errors.New("no such file")
}
