package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Registering functions: a function of the root that makes a registration of the SDK in its own
// body (at any depth: in a callback it makes, in a loop) from what its callers hand it:
//
//	// toolkit.ts
//	export function defineAliasedTool(mcp, alias, spec) {
//	  const answer = async (args) => okJson(await spec.handler(args));
//	  return mcp.tool(alias.name, {}, answer);
//	}
//	// aliased.ts: no needle of the prefilter
//	defineAliasedTool(mcp, { name: "restart_alias" }, { handler: async () => { ... } });
//
// The caller's file holds no needle, so only the calls pass can extract it, and what it hands
// the function (the handler, its failure objects and throws) counts only once it is: its call
// says what the parameters hold (paramflow.go, tableparams.go), what the registered callback
// answers with (memberwrapped.go), what the function registers (importedreg.go). Such a function
// gives the summary "<key>!regwant", conditional on the use "<key>#used" (extract.UsedMark),
// which no file gives: the index wants its callers for as long as the root is linked
// (Index.WantedCallers), and the calls pass extracts every file that spells its name. Only a
// function another module may call gives it (callableElsewhere): a method, or a function the
// module exports; its name is what a caller spells (a default export imported under another
// name is not found by it, as before).
//
// What a caller hands reaches a registration only through the function's parameters: the
// extraction follows an argument by the parameter's name, in the registering call and in the
// registered callback (a call of it or of its member, a member of it registered or named), and
// what a loop or a declaration binds from it (`for (const t of tools)`, `tools.forEach((t) =>
// ...)`, `const { handler } = spec`). So a function is a registering function when the
// arguments of the registering call, or the registered function if the function holds it, spell
// one of those names (fromParams). The server the call is made on does not count: the rules
// read a registration by its method and arguments, whichever server the caller hands
// (`registerNoteTools(server)` registers its own handlers). One whose registrations spell none
// (a server factory that registers its own handlers, `createServer(config)`; an SDK class's
// constructor that answers initialize) registers nothing a caller hands it, and its callers'
// files need no parse for it. A test's registrations make no tools.

// regWantMark ends the key of the summary that has the index want a registering function's
// callers.
const regWantMark = "!regwant"

// registeringFunctionSummaries returns the summary that wants the callers of each keyed function
// that registers what its callers hand it.
func (f *file) registeringFunctionSummaries() []extract.Summary {
	if f.Context == finding.Test || f.xreg != nil {
		return nil // a variant run's summaries of its own are the base run's (importedreg.go)
	}
	seen := map[uintptr]bool{}
	names := map[uintptr]map[string]bool{}
	var out []extract.Summary
	for _, r := range f.regs {
		if r.call == nil {
			continue
		}
		for g := f.enclosingFunction(r.call); g != nil; g = f.enclosingFunction(g) {
			if seen[g.ID()] {
				continue
			}
			from, ok := names[g.ID()]
			if !ok {
				from = f.fromParams(g)
				names[g.ID()] = from
			}
			if len(from) == 0 || !(spells(extract.Field(r.call, "arguments"), from, f.Src) || r.fn != nil && isInside(r.fn, g) && spells(r.fn, from, f.Src)) {
				continue
			}
			seen[g.ID()] = true
			if key := f.keyOf(g); key != "" && f.callableElsewhere(g, key) {
				out = append(out, extract.Summary{Key: key + regWantMark, Name: f.displayName(g), Line: line(g), Column: column(g),
					Facts: extract.Holds, Via: []string{key + extract.UsedMark}})
			}
		}
	}
	return out
}

// callableElsewhere reports whether another module may call fn, whose key is key: a method (of
// an instance that may be handed anywhere), or a function of the module's top level that it
// exports (exportsFunction, or by default). A function that only its own file can call has its
// callers in that file, which is extracted already.
func (f *file) callableElsewhere(fn *sitter.Node, key string) bool {
	if extract.Type(fn) == "method_definition" {
		return true
	}
	local, ok := strings.CutPrefix(key, f.modPath+"#")
	if !ok || strings.ContainsAny(local, ".@!") {
		return false // an anonymous or nested function: no import names it
	}
	return f.exportsFunction(fn, f.displayName(fn)) || key == f.defaultFunctionKey()
}

// fromParams returns the names that hold what fn's callers hand it: its parameters' (destructured
// ones included), and those that a declaration, a for..in or for..of loop, or the parameters of a
// function handed to a call bind in fn's body from a value, a loop's object or a callee that
// spells one of them, to a fixed point. nil for a function without parameters.
func (f *file) fromParams(fn *sitter.Node) map[string]bool {
	from := parameterNames(fn, f.Src)
	if len(from) == 0 {
		return nil
	}
	type binding struct{ names, source *sitter.Node }
	var binds []binding
	walkAll(functionBody(fn), func(n *sitter.Node) {
		switch extract.Type(n) {
		case "variable_declarator":
			binds = append(binds, binding{extract.Field(n, "name"), extract.Field(n, "value")})
		case "for_in_statement":
			binds = append(binds, binding{extract.Field(n, "left"), extract.Field(n, "right")})
		case "arrow_function", "function_expression", "function":
			if p := extract.Parent(n); p != nil && extract.Type(p) == "arguments" {
				if call := extract.Parent(p); call != nil && extract.Type(call) == "call_expression" {
					ps := extract.Field(n, "parameters")
					if ps == nil {
						ps = extract.Field(n, "parameter")
					}
					binds = append(binds, binding{ps, extract.Field(call, "function")})
				}
			}
		}
	})
	for changed := true; changed; {
		changed = false
		for i, b := range binds {
			if b.names == nil || b.source == nil || !spells(b.source, from, f.Src) {
				continue
			}
			walkAll(b.names, func(n *sitter.Node) {
				switch extract.Type(n) {
				case "identifier", "shorthand_property_identifier_pattern":
					if name := extract.Content(n, f.Src); !from[name] {
						from[name], changed = true, true
					}
				}
			})
			binds[i].names = nil // bound: no need to look again
		}
	}
	return from
}

// spells reports whether an identifier below n (n included) is one of names.
func spells(n *sitter.Node, names map[string]bool, src []byte) bool {
	found := false
	walkAll(n, func(c *sitter.Node) {
		if !found {
			switch extract.Type(c) {
			case "identifier", "shorthand_property_identifier":
				found = names[extract.Content(c, src)]
			}
		}
	})
	return found
}
