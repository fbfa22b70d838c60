// Package typed runs mcperr's typed Go analyzers (analyzers/all) over Go packages and turns
// their diagnostics into findings of the finding model (method types). It is the driver behind
// `mcperr vet`, which loads the packages a user names, and behind the types pass of `mcperr scan`
// and `mcperr audit`, which finds the Go modules of a scanned tree and analyzes each one as
// hostile code: GOTOOLCHAIN=local, no cgo, no workspace, module downloads through the configured
// proxy only, nothing of the tree executed, a time limit per module, and a module that does not
// load recorded as skipped with its reason.
package typed
