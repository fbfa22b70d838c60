// Package ghctx keeps the caller's token in the context, where the server's own HTTP middleware
// puts it before any tool runs.
package ghctx

import "context"

type tokenKey struct{}

// Token is what the middleware found in the Authorization header.
type Token struct{ Value string }

// WithToken is what the middleware calls.
func WithToken(ctx context.Context, t *Token) context.Context { // want WithToken:`pure`
	return context.WithValue(ctx, tokenKey{}, t)
}

// TokenFrom reads the token back: a context value, no I/O.
func TokenFrom(ctx context.Context) (*Token, bool) { // want TokenFrom:`pure`
	t, ok := ctx.Value(tokenKey{}).(*Token)
	return t, ok
}
