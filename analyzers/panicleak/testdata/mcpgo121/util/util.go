// Package util holds the argument helpers a server writes in a package of its own: what they // want package:`methods\(util.Params\)`
// return is the request's input, so an unchecked assertion on it in a handler can panic.
package util

import "github.com/mark3labs/mcp-go/mcp"

// ArgsMap returns the arguments of a call as a map, or an empty one.
func ArgsMap(arguments any) map[string]any { // want ArgsMap:`summary\(returns\[\[0\]\]\)`
	if m, ok := arguments.(map[string]any); ok {
		return m
	}
	return map[string]any{}
}

// Params wraps the arguments of a request.
type Params struct{ args map[string]any }

// Wrap wraps the arguments of req.
func Wrap(req mcp.CallToolRequest) Params { return Params{args: req.GetArguments()} } // want Wrap:`summary\(returns\[\[0\]\]\)`

// Raw returns the arguments as the client sent them.
func (p Params) Raw() map[string]any { return p.args } // want Raw:`summary\(returns\[\[0\]\]\)`

// String returns a string argument, checked.
func (p Params) String(key string) (string, error) {
	s, ok := p.args[key].(string)
	if !ok {
		return "", &ArgError{Key: key}
	}
	return s, nil
}

// Float asserts without checking: it panics when the client sends no number.
func (p Params) Float(key string) float64 { // want Float:`summary\(unchecked type assertion on a tool argument at util/util.go:35 if \[0\]\)`
	return p.args[key].(float64) // want `^unchecked type assertion on a tool argument in util.Params.Float, which tool handler scale calls: mcp-go v1.2.1` related=argmaps/main.go:24,argmaps/main.go:64
}

// Bool asserts without checking, on purpose: a directive at the assertion suppresses the
// report, also when the handler that reaches it is in another package.
func (p Params) Bool(key string) bool {
	//mcperr:ignore panicleak the input schema makes every flag a required boolean
	return p.args[key].(bool)
}

// Defaults returns a fresh map of checked, typed values: asserting them back cannot fail.
func Defaults(arguments map[string]any) map[string]any {
	sheet, _ := arguments["sheet"].(string)
	if sheet == "" {
		sheet = "Sheet1"
	}
	return map[string]any{"sheet": sheet, "cell": "A1"}
}

// ArgError says which argument is missing or of the wrong type.
type ArgError struct{ Key string }

func (e *ArgError) Error() string { return "argument " + e.Key + " is missing or not a string" } // want Error:`summary\(holds 0 " aegimnorstu"\)`
