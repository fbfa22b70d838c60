package guidance_test

import (
	"testing"

	"github.com/mcperr/mcperr/analyzers/guidance"
	"github.com/mcperr/mcperr/analyzers/internal/wanttest"
)

func TestMCPGoOldMapAPI(t *testing.T) { wanttest.Run(t, "testdata/mcpgo026", guidance.Analyzer) }

func TestMCPGoCurrent(t *testing.T) { wanttest.Run(t, "testdata/mcpgo121", guidance.Analyzer) }

func TestGoSDK(t *testing.T) { wanttest.Run(t, "testdata/gosdk180", guidance.Analyzer) }

func TestGoSDKBeforeKeptContent(t *testing.T) {
	wanttest.Run(t, "testdata/gosdk141", guidance.Analyzer)
}
