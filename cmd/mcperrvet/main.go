// Command mcperrvet runs mcperr's Go analyzers under go vet:
//
//	go install github.com/mcperr/mcperr/cmd/mcperrvet
//	go vet -vettool=$(which mcperrvet) ./...
//
// go vet builds each package once and caches the analyzers' facts with the build, so a warm run
// costs little more than go vet's own. mcperr:ignore directives are honoured by the analyzers
// themselves (each one drops what a directive names it in, and reports a directive without a
// reason or one that suppressed nothing).
package main

import (
	"github.com/mcperr/mcperr/analyzers/all"
	"golang.org/x/tools/go/analysis/unitchecker"
)

func main() { unitchecker.Main(all.Analyzers()...) }
