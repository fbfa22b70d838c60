package protocolerror_test

import (
	"testing"

	"github.com/mcperr/mcperr/analyzers/internal/wanttest"
	"github.com/mcperr/mcperr/analyzers/protocolerror"
)

func TestMCPGoOldMapAPI(t *testing.T) { wanttest.Run(t, "testdata/mcpgo026", protocolerror.Analyzer) }

func TestMCPGoCurrent(t *testing.T) { wanttest.Run(t, "testdata/mcpgo121", protocolerror.Analyzer) }

func TestGoSDK(t *testing.T) { wanttest.Run(t, "testdata/gosdk180", protocolerror.Analyzer) }

func TestGoSDKPreV1(t *testing.T) { wanttest.Run(t, "testdata/gosdk010", protocolerror.Analyzer) }

func TestGoSDKPreV1Typed(t *testing.T) { wanttest.Run(t, "testdata/gosdk020", protocolerror.Analyzer) }
