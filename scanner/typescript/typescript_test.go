package typescript

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
)

func TestTSSDKv1(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-sdk-v1") }
