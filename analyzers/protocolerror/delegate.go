package protocolerror

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A registered handler often hands the call to another handler-typed function of its package and
// returns what it returns (`return categoryHandler.Create(ctx, req)`, after a check of its own).
// The inner function is judged as a handler where its errors are made; the delegating return is
// the same failure, so it is not reported again: the inner handler's findings name it instead,
// beside their registrations.

// delegatedTo returns the handler-typed function of this package a return hands its results
// on from (`return f(ctx, req)`), when that function's own returns are judged here as a handler of
// kind; nil otherwise.
func (c *checker) delegatedTo(ret *ast.ReturnStmt, kind mcpsdk.Kind) *types.Func {
	if len(ret.Results) != 1 {
		return nil
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok {
		return nil
	}
	if _, tuple := c.pass.TypesInfo.TypeOf(call).(*types.Tuple); !tuple {
		return nil
	}
	fn := calleeOrigin(c.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() != c.pass.Pkg {
		return nil
	}
	for _, h := range c.info.Handlers {
		if h.Func == fn && h.Kind == kind {
			if c.judged(h) {
				return fn
			}
			return nil
		}
	}
	return nil
}

// delegators returns, for a handler function of this package, the returns of other handlers that
// hand its results on, as related places of its findings (computed once).
func (c *checker) delegators(fn *types.Func) []related {
	if c.delegations == nil {
		c.delegations = map[*types.Func][]related{}
		for _, h := range c.info.Handlers {
			if !h.Kind.ErrorIsProtocol() {
				continue
			}
			walk.OwnReturns(h.Body, func(ret *ast.ReturnStmt) {
				if inner := c.delegatedTo(ret, h.Kind); inner != nil && inner != h.Func {
					c.delegations[inner] = append(c.delegations[inner], related{At: place.Of(c.pass, ret),
						Message: fmt.Sprintf("%s returns its results here, its error unchanged", h.Name)})
					for _, r := range c.info.Registrations {
						if registers(r, h) {
							c.delegations[inner] = append(c.delegations[inner], related{At: place.Of(c.pass, r.At),
								Message: fmt.Sprintf("%s is registered here", h.Name)})
						}
					}
				}
			})
		}
	}
	return c.delegations[fn]
}
