package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"
)

// Forwarders: the project's own functions that hand what they are given, unchanged, to an SDK
// registration, so that each call of one registers its arguments as that registration would.
//
//	const addTool = (tool) => { if (allowed.has(tool.name)) server.addTool(tool); };
//	addTool({ name: "search", parameters: ..., execute: async (args) => { ... } });
//
//	function defineTool(name, config, cb) { server.registerTool(name, config, cb); }
//	defineTool("read_note", { inputSchema: ... }, async ({ id }) => { ... });
//
// Unlike a registration function (tables.go), which builds the handler around a callback it is
// given, a forwarder passes on the registration argument itself (addTool's tool object,
// registerTool's or tool's callback, setRequestHandler's handler): its calls are the SDK's
// registrations, of the SDK's kind and API, not derived ones. A forwarder that changes the
// argument before registering it (spreads it into a new object, assigns the parameter again)
// is none: what it registers is its own making.

// forwarder is a function of the file whose calls register their arguments.
type forwarder struct {
	fn     *sitter.Node // the forwarding function
	method string       // the SDK method it calls: registerTool, tool, addTool, setRequestHandler
	inner  *sitter.Node // the SDK registration call (a forwarder's: the innermost)
	// slots are the inner call's arguments, by position: a parameter of fn (param >= 0) or
	// the inner call's own expression.
	slots []slot
}

// slot is where one argument of a forwarded registration comes from.
type slot struct {
	param int          // the index of the forwarder's parameter that gives it, or -1
	node  *sitter.Node // the expression that gives it when param is -1
}

// registrationArg returns the index of the argument that a registration method registers
// (addTool's object, registerTool's and tool's callback, setRequestHandler's handler), or -1
// for a method no forwarder forwards.
func registrationArg(method string, args *sitter.Node) int {
	switch method {
	case "addTool":
		return 0
	case "setRequestHandler":
		return 1
	case "registerTool", "tool":
		return argumentIndex(args, lastArgument(args))
	}
	return -1
}

// forwarderOf returns the forwarder an SDK registration call makes of its enclosing function:
// a named function (a declaration, or a constant bound to an arrow or function expression)
// that gives the call's registration argument (registrationArg) as one of its own parameters,
// never assigned again. nil otherwise.
func (f *file) forwarderOf(call *sitter.Node, method string, args *sitter.Node) *forwarder {
	if method == "tool" && !f.usesSDK || !f.usesSDK && !f.usesFastMCP {
		return nil // another library's addTool or tool (an agent toolkit's)
	}
	at := registrationArg(method, args)
	if at < 0 {
		return nil
	}
	outer := f.enclosingFunction(call)
	if outer == nil || f.functionName(outer) == "" || f.paramIndex(outer, argument(args, at)) < 0 {
		return nil
	}
	fw := &forwarder{fn: outer, method: method, inner: call}
	for i := 0; ; i++ {
		a := argument(args, i)
		if a == nil {
			break
		}
		p := f.paramIndex(outer, a)
		if p >= 0 && f.assignsParam(outer, extract.Content(unwrap(a), f.Src)) {
			if i == at {
				return nil // `tool = {...tool, name}; server.addTool(tool)`: not what it was given
			}
			p = -1
		}
		fw.slots = append(fw.slots, slot{param: p, node: a})
	}
	return fw
}

// assignsParam reports whether fn assigns its parameter name again.
func (f *file) assignsParam(fn *sitter.Node, name string) bool {
	body := functionBody(fn)
	if body == nil {
		return false
	}
	return walkBetween(body, extract.StartByte(body), extract.EndByte(body), func(n *sitter.Node) bool {
		if extract.Type(n) != "assignment_expression" && extract.Type(n) != "augmented_assignment_expression" {
			return false
		}
		l := unwrap(extract.Field(n, "left"))
		return l != nil && extract.Type(l) == "identifier" && extract.Content(l, f.Src) == name && f.paramIndex(fn, l) >= 0
	})
}

// indexForwarders registers the arguments of every call of the file's forwarders, and of the
// forwarders of forwarders (a named function that hands its parameter on to one), up to three
// deep.
func (f *file) indexForwarders(fwds []*forwarder) {
	if len(fwds) == 0 {
		return
	}
	byFn := map[uintptr]*forwarder{}
	var firsts []*forwarder
	for _, fw := range fwds {
		prev, dup := byFn[fw.fn.ID()]
		switch {
		case !dup:
			byFn[fw.fn.ID()] = fw
			firsts = append(firsts, fw)
		case prev != nil && !prev.sameAs(fw):
			// Two registrations of different kinds or arguments: which one runs is its business.
			byFn[fw.fn.ID()] = nil
		}
		// The same registration under other conditions (`if (pro) { server.addTool(tool);
		// return; } if (allowed.has(tool.name)) server.addTool(tool);`): the first stands for all.
	}
	fwds = firsts
	for _, fw := range firsts {
		if byFn[fw.fn.ID()] == fw {
			f.noteForwarder(fw) // importedreg.go
		}
	}
	type use struct {
		call *sitter.Node
		fw   *forwarder
	}
	var uses []use
	for depth := 0; depth < 3 && len(fwds) > 0; depth++ {
		var next []*forwarder
		for _, m := range f.matches(qCalls) {
			call, callee := m[capSite], m[capCallee]
			if call == nil || callee == nil || extract.Type(callee) != "identifier" && extract.Type(callee) != "member_expression" {
				continue // a function by name, or a method on this (calledFunction)
			}
			target := f.calledFunction(callee)
			if target == nil {
				continue
			}
			fw := byFn[target.ID()]
			if fw == nil || !slices.Contains(fwds, fw) {
				continue
			}
			if outer := f.chainedForwarder(call, fw); outer != nil {
				if _, seen := byFn[outer.fn.ID()]; !seen {
					byFn[outer.fn.ID()] = outer
					next = append(next, outer)
				}
				continue
			}
			uses = append(uses, use{call, fw})
		}
		fwds = next
	}
	for _, u := range uses {
		f.registerForwarded(u.call, u.fw)
	}
}

// chainedForwarder returns the forwarder a call of fw makes of its enclosing function, when
// that function is named and gives the argument fw registers as one of its own parameters:
// `function register(tool) { addTool(tool) }` with addTool a forwarder. nil otherwise.
func (f *file) chainedForwarder(call *sitter.Node, fw *forwarder) *forwarder {
	at := registrationArg(fw.method, extract.Field(fw.inner, "arguments"))
	if at < 0 || at >= len(fw.slots) || fw.slots[at].param < 0 {
		return nil
	}
	outer := f.enclosingFunction(call)
	if outer == nil || f.functionName(outer) == "" || f.regByFn[outer.ID()] != nil {
		return nil
	}
	args := extract.Field(call, "arguments")
	reg := argument(args, fw.slots[at].param)
	if p := f.paramIndex(outer, reg); p < 0 || f.assignsParam(outer, extract.Content(unwrap(reg), f.Src)) {
		return nil
	}
	out := &forwarder{fn: outer, method: fw.method, inner: fw.inner}
	for _, s := range fw.slots {
		if s.param < 0 {
			out.slots = append(out.slots, s)
			continue
		}
		a := argument(args, s.param)
		p := f.paramIndex(outer, a)
		if p >= 0 && f.assignsParam(outer, extract.Content(unwrap(a), f.Src)) {
			p = -1
		}
		out.slots = append(out.slots, slot{param: p, node: a})
	}
	return out
}

// registerForwarded registers what one call of a forwarder hands to the SDK, as the SDK call
// would register it, with the forwarder's registration as the place that makes it a tool.
func (f *file) registerForwarded(call *sitter.Node, fw *forwarder) {
	args := extract.Field(call, "arguments")
	arg := func(i int) *sitter.Node {
		if i < 0 || i >= len(fw.slots) {
			return nil
		}
		if s := fw.slots[i]; s.param >= 0 {
			return argument(args, s.param)
		}
		return fw.slots[i].node
	}
	n := len(f.regs)
	last := len(fw.slots) - 1
	switch fw.method {
	case "registerTool":
		f.addToolCallback(call, arg(0), arg(1), arg(last), "McpServer.registerTool")
	case "tool":
		f.addToolCallback(call, arg(0), nil, arg(last), "McpServer.tool")
	case "addTool":
		f.addFastMCPTool(call, arg(0))
	case "setRequestHandler":
		f.addRequestHandler(call, arg(0), arg(1))
	}
	for _, r := range f.regs[n:] {
		r.via, r.viaMsg = fw.inner, "the project's forwarder hands it to the SDK here"
	}
}

// sameAs reports whether two forwarders of one function make the same registration: the same
// method, each argument from the same parameter (or both the inner call's own).
func (fw *forwarder) sameAs(o *forwarder) bool {
	if fw.method != o.method || len(fw.slots) != len(o.slots) {
		return false
	}
	for i, s := range fw.slots {
		if s.param != o.slots[i].param {
			return false
		}
	}
	return true
}
