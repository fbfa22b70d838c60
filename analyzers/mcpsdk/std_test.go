package mcpsdk

import "testing"

// TestIsStd: the standard library's paths are standard; a module's are not, with or without a
// dot in their first element (`module mcp-digitalocean`).
func TestIsStd(t *testing.T) {
	for path, want := range map[string]bool{
		"fmt": true, "net/http": true, "encoding/json": true, "internal/abi": true, "C": true,
		"github.com/mark3labs/mcp-go/mcp": false, "example.com/x": false,
		"mcp-digitalocean/internal/tools": false, "myserver": false, "notes-server/handlers": false,
	} {
		if got := IsStd(path); got != want {
			t.Errorf("IsStd(%q) = %v, want %v", path, got, want)
		}
	}
}
