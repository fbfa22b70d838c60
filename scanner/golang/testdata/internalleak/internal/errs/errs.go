// Package errs formats errors; it holds no MCP needle.
package errs

import (
	"fmt"
	"runtime/debug"
)

// Describe appends the stack to the message.
func Describe(err error) string {
	return fmt.Sprintf("%v\n%s", err, debug.Stack())
}
