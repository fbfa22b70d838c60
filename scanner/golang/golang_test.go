package golang

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
)

func TestMCPGoCurrent(t *testing.T) {
	extracttest.Run(t, Language(), "../../testdata/servers/mcp-go-current")
}
