// Command mcperrvet runs mcperr's Go analyzers under go vet:
//
//	go install github.com/mcperr/mcperr/cmd/mcperrvet
//	go vet -vettool=$(which mcperrvet) ./...
//
// go vet builds each package once and caches the analyzers' facts with the build, so a warm run
// costs little more than go vet's own. mcperr:ignore directives are honoured by the analyzers
// themselves (each one drops what a directive names it in), and the directive analyzer reports a
// directive without a reason or one that suppressed nothing, under the rule's name, directive.
//
// go vet's text output names no analyzer, so each message ends with its rule ID, as
// staticcheck's end with their check's ID: "... returns an error (protocolerror)". (go vet runs
// the tool with -json whether or not its own output is JSON, so the tool cannot tell the two
// apart: go vet -json has the suffix too, under the analyzer's name.)
package main

import (
	"github.com/mcperr/mcperr/analyzers/all"
	"github.com/mcperr/mcperr/analyzers/guard"
	"golang.org/x/tools/go/analysis/unitchecker"
)

func main() {
	guard.SetRuleIDInMessage(true)
	unitchecker.Main(all.Standalone()...)
}
