package protocolerror

import (
	"go/ast"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// pureParsers are the standard library functions whose error depends on nothing but their
// arguments: they read no file, no clock, no environment and no network. Called with constant
// arguments they give the same answer on every run, so their error happens on every call or on
// none: a bug of the program, which no tool call causes and no argument of the model's can fix
// (time.LoadLocation, which reads the zone database, is not one of them).
var pureParsers = map[string]map[string]bool{
	"net/url":       {"Parse": true, "ParseRequestURI": true, "ParseQuery": true, "PathUnescape": true, "QueryUnescape": true},
	"strconv":       {"Atoi": true, "ParseInt": true, "ParseUint": true, "ParseFloat": true, "ParseBool": true, "ParseComplex": true, "Unquote": true},
	"regexp":        {"Compile": true, "CompilePOSIX": true},
	"time":          {"Parse": true, "ParseDuration": true},
	"net/netip":     {"ParseAddr": true, "ParseAddrPort": true, "ParsePrefix": true},
	"net":           {"ParseCIDR": true, "ParseMAC": true},
	"net/mail":      {"ParseAddress": true, "ParseAddressList": true},
	"encoding/hex":  {"DecodeString": true},
	"path/filepath": {"Match": true, "Rel": true},
	"path":          {"Match": true},
}

// isConstantParse reports whether call is a pure parser of the standard library (pureParsers)
// given only constants: url.Parse("https://api.example.com"), regexp.Compile(`^[a-z]+$`),
// time.ParseDuration("30s"). Its error cannot come from a tool call.
func isConstantParse(info *types.Info, call *ast.CallExpr) bool {
	fn := mcpsdk.Callee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Type().(*types.Signature).Recv() != nil || len(call.Args) == 0 ||
		!pureParsers[fn.Pkg().Path()][fn.Name()] || call.Ellipsis.IsValid() {
		return false
	}
	for _, a := range call.Args {
		if tv, ok := info.Types[a]; !ok || tv.Value == nil {
			return false
		}
	}
	return true
}

// cannotFailOnInput reports whether the error of call is one that only a bug of the server
// gives: encoding the tool's own output (isMarshalCall) or parsing a constant
// (isConstantParse).
func cannotFailOnInput(info *types.Info, call *ast.CallExpr) bool {
	return isMarshalCall(info, call) || isConstantParse(info, call)
}
