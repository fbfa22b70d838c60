package protocolerror

import (
	"go/ast"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// isResponseBodyRead reports whether call reads the body of an HTTP response the server already
// holds: io.ReadAll or ioutil.ReadAll of resp.Body (also through io.LimitReader), where Body is
// the field of net/http's Response (resp may be a type that embeds *http.Response, as go-github's
// Response does). The request was sent and its status received; reading the rest can fail only
// on the connection (a reset, a timeout, a truncated or badly encoded stream), a transport fault
// and not a business failure, which the status, not the read, reports. That holds whatever the
// status, in a 2xx branch as in the non-2xx branch that reads the error text: the read's error
// does not depend on the status nor on the tool's arguments. The body of a request, of a file
// or of any other reader is not one (a request body has a size limit the client can exceed),
// nor a response body the package replaces (resp.Body = http.MaxBytesReader(...), whose limit a
// large answer exceeds): see assignsResponseBody.
func (c *checker) isResponseBodyRead(call *ast.CallExpr) bool {
	info := c.pass.TypesInfo
	fn := mcpsdk.Callee(info, call)
	if !mcpsdk.IsSDKFunc(fn, "io", "ReadAll") && !mcpsdk.IsSDKFunc(fn, "io/ioutil", "ReadAll") ||
		len(call.Args) != 1 {
		return false
	}
	arg := ast.Unparen(call.Args[0])
	if lim, ok := arg.(*ast.CallExpr); ok && len(lim.Args) == 2 &&
		mcpsdk.IsSDKFunc(mcpsdk.Callee(info, lim), "io", "LimitReader") {
		arg = ast.Unparen(lim.Args[0]) // a LimitReader stops early; its only errors are its reader's
	}
	sel, ok := arg.(*ast.SelectorExpr)
	return ok && isResponseBody(info, sel) && !c.assignsResponseBody()
}

// isResponseBody reports whether sel selects the Body field of net/http's Response.
func isResponseBody(info *types.Info, sel *ast.SelectorExpr) bool {
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return false
	}
	field, ok := s.Obj().(*types.Var)
	if !ok || field.Name() != "Body" || field.Pkg() == nil || field.Pkg().Path() != "net/http" {
		return false
	}
	resp, ok := field.Pkg().Scope().Lookup("Response").(*types.TypeName)
	if !ok {
		return false
	}
	st, ok := resp.Type().Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i) == field {
			return true
		}
	}
	return false
}

// assignsResponseBody reports whether the package assigns to the Body of an http.Response
// anywhere (a wrapper that limits or decodes it may fail on what the body holds), computed once.
// A replacement made in another package (a RoundTripper of the module) is not seen.
func (c *checker) assignsResponseBody() bool {
	if c.bodySet == 0 {
		c.bodySet = -1
		for _, f := range c.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if c.bodySet > 0 {
					return false
				}
				as, ok := n.(*ast.AssignStmt)
				if !ok {
					return true
				}
				for _, l := range as.Lhs {
					if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && isResponseBody(c.pass.TypesInfo, sel) {
						c.bodySet = 1
					}
				}
				return true
			})
		}
	}
	return c.bodySet > 0
}

// notBusinessFailure reports whether the error of call is no business failure of the tool: one
// that only a bug of the server gives (cannotFailOnInput), a transport fault reading a
// response already received (isResponseBodyRead), or a fault of the server's own state
// (isServerStateCall).
func (c *checker) notBusinessFailure(call *ast.CallExpr) bool {
	return cannotFailOnInput(c.pass.TypesInfo, call) || c.isResponseBodyRead(call) || c.isServerStateCall(call)
}
