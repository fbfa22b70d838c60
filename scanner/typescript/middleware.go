package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Hooks an HTTP client runs inside every request it makes:
//
//	this.client = createClient<paths>({ baseUrl });
//	this.client.use({ onResponse({ response }) { if (!response.ok) throw new UpstreamError(...); return response; } });
//	...
//	const { data } = await this.client.POST("/collection", { body });   // may throw UpstreamError
//
//	api.interceptors.response.use((r) => r, (e) => { throw new ApiError(e.response?.status); });
//	await api.get("/items");                                              // may throw ApiError
//
// A function registered as a response (or request) hook of a client (openapi-fetch's
// `c.use({ onRequest, onResponse, onError })`, axios's `c.interceptors.response.use(ok, fail)`
// and `.request.use`) runs inside each request method called on the same client, written the
// same way (`this.client`, `api`) in the same class or, for a plain name, the same file: each
// such call is also a call of the hook (hookCalls), so what the hook throws reaches the tools
// that reach the call, as a helper's throws would. Only the request methods count (get, post,
// ..., request, and openapi-fetch's GET, POST, ...); a client another module builds or uses is
// not followed. A hook passes on what its own calls throw (a token refresh it awaits), as a
// named function does, and messages name it by what it is and the client it hooks (hookLabel):
// a hook is most often an arrow function, which has no name of its own.

// clientHookMembers are the members of an openapi-fetch middleware object that run inside a request.
var clientHookMembers = []string{"onRequest", "onResponse", "onError"}

// requestMethods are the methods of a client that send a request (lower-cased).
var requestMethods = map[string]bool{"get": true, "post": true, "put": true, "patch": true, "delete": true,
	"head": true, "options": true, "request": true}

// clientHook is one hook registration: the client's spelling, the class it is written in (nil
// for none), and the hook functions.
type clientHook struct {
	client string
	class  *sitter.Node
	hooks  []*sitter.Node
	labels []string // how messages name each hook (hookLabel)
}

// clientHooks returns the file's hook registrations on clients, read once (none, without a
// search of the tree, in a file without ".use(": readClientHooks), so that the functions below
// ask it rather than search the source on each call.
func (f *file) clientHooks() []clientHook {
	if f.hooks == nil {
		hs := f.readClientHooks()
		f.hooks = &hs
	}
	return *f.hooks
}

// hookFunctions returns the functions registered as request hooks of the file's clients.
func (f *file) hookFunctions() []*sitter.Node {
	var out []*sitter.Node
	for _, h := range f.clientHooks() {
		out = append(out, h.hooks...)
	}
	return out
}

// hookLabel returns how messages name a client's request hook: "the axios response
// interceptor of this.client", "the onResponse middleware of api"; "" for any other function.
// A hook is most often an arrow function, which has no name of its own.
func (f *file) hookLabel(fn *sitter.Node) string {
	if fn == nil {
		return ""
	}
	for _, h := range f.clientHooks() {
		for i, g := range h.hooks {
			if same(g, fn) {
				return h.labels[i]
			}
		}
	}
	return ""
}

// hookKey returns the key of a client's request hook (clientHooks): "<module>#<member>@line:col"
// by its place (onResponse, or "hook" for an interceptor's function), so that two clients'
// hooks are told apart; "" for any other function.
func (f *file) hookKey(fn *sitter.Node) string {
	for _, h := range f.clientHooks() {
		for _, g := range h.hooks {
			if same(g, fn) {
				name := f.functionName(fn)
				if name == "" {
					name = "hook"
				}
				return fmt.Sprintf("%s#%s@%d:%d", f.modPath, name, line(fn), column(fn))
			}
		}
	}
	return ""
}

func (f *file) readClientHooks() []clientHook {
	if !f.srcHas(".use(") {
		return nil
	}
	var out []clientHook
	for _, m := range f.matches(qCalls) {
		call, callee := m[capSite], m[capCallee]
		if call == nil || callee == nil || extract.Type(callee) != "member_expression" || text(extract.Field(callee, "property"), f.Src) != "use" {
			continue
		}
		obj := unwrap(extract.Field(callee, "object"))
		args := extract.Field(call, "arguments")
		if obj == nil || args == nil {
			continue
		}
		var client *sitter.Node
		var hooks []*sitter.Node
		var kinds []string // what each hook is, for its label: "axios response interceptor"
		if o := unwrap(extract.Field(obj, "object")); extract.Type(obj) == "member_expression" && o != nil && extract.Type(o) == "member_expression" &&
			text(extract.Field(o, "property"), f.Src) == "interceptors" &&
			(text(extract.Field(obj, "property"), f.Src) == "response" || text(extract.Field(obj, "property"), f.Src) == "request") {
			// axios: c.interceptors.response.use(onFulfilled, onRejected)
			client = unwrap(extract.Field(o, "object"))
			for i := 0; i < 2; i++ {
				if fn := f.functionValue(argument(args, i), 0); fn != nil {
					hooks = append(hooks, fn)
					kinds = append(kinds, "axios "+text(extract.Field(obj, "property"), f.Src)+" interceptor")
				}
			}
		} else if a := unwrap(argument(args, 0)); a != nil && extract.Type(a) == "object" {
			// openapi-fetch: c.use({ onResponse(...) {...} })
			client = obj
			for _, k := range clientHookMembers {
				if fn := f.functionValue(f.memberValue(a, k), 0); fn != nil {
					hooks = append(hooks, fn)
					kinds = append(kinds, k+" middleware")
				}
			}
		}
		if client == nil || len(hooks) == 0 || extract.Type(client) != "identifier" && extract.Type(client) != "member_expression" {
			continue
		}
		h := clientHook{client: extract.Content(client, f.Src), hooks: hooks}
		for _, k := range kinds {
			h.labels = append(h.labels, "the "+k+" of "+h.client)
		}
		if strings.HasPrefix(h.client, "this.") {
			if h.class = f.enclosingClass(call); h.class == nil {
				continue
			}
		}
		out = append(out, h)
	}
	return out
}

// hookCalls returns, for each request method called on a client that hooks are registered on
// (clientHooks), a call of each hook at that call (appendCalls: a try there that answers the
// failure makes it no path).
func (f *file) hookCalls() []extract.Call {
	hs := f.clientHooks()
	if len(hs) == 0 {
		return nil
	}
	var out []extract.Call
	for _, m := range f.matches(qCalls) {
		call, callee := m[capSite], m[capCallee]
		if call == nil || callee == nil || extract.Type(callee) != "member_expression" ||
			!requestMethods[strings.ToLower(text(extract.Field(callee, "property"), f.Src))] {
			continue
		}
		obj := unwrap(extract.Field(callee, "object"))
		if obj == nil {
			continue
		}
		client := extract.Content(obj, f.Src)
		for _, h := range hs {
			if h.client != client || h.class != nil && !same(f.enclosingClass(call), h.class) {
				continue
			}
			var keys []string
			for _, fn := range h.hooks {
				if k := f.keyOf(fn); k != "" {
					keys = append(keys, k)
				}
			}
			for _, k := range keys {
				out = f.appendCalls(out, call, []string{k})
			}
		}
	}
	return out
}
