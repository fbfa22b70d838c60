package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/guidance"
)

// Probes: tools that check a connection or a status, whose normal answer may be that it is down
// ("❌ Not connected to Strava"). Beside the probe names of guidance.IsHealthProbeName, whose every return is
// left alone, a tool is one when its name begins with a check verb and names what is checked
// (check-strava-connection, verify_login_status, test_db_connection; not register-health-check,
// which changes something, nor get_job_status), or its description's first sentence does
// ("Check if Strava is connected and show the current connection status."). Such a tool's
// returns are no failures, except in a catch clause whose text carries the caught exception:
// the check itself failed (`❌ Error checking connection: ${error.message}`).

// isCheckingTool reports whether a tool's name or description says it checks a connection or a
// status (see above; guidance.IsCheckingName, guidance.ChecksConnection). A name alone does not
// when the description opens with a verb that makes or changes something
// (guidance.DescribesWork): test_account_login, "Create or reuse a test account", creates
// accounts, and its failures are the call's.
func (f *file) isCheckingTool(r *registration, name string) bool {
	desc := f.toolDescription(r)
	return guidance.IsCheckingName(name) && !guidance.DescribesWork(desc) || guidance.ChecksConnection(desc)
}

// toolDescription returns the text of a tool's description: its config's or table entry's
// description member, or the description argument of `server.tool(name, description, ...)`;
// "" when none is written in the file.
func (f *file) toolDescription(r *registration) string {
	if r == nil {
		return ""
	}
	var d *sitter.Node
	if r.config != nil && extract.Type(r.config) == "object" {
		d = f.memberValue(r.config, "description")
	}
	if d == nil && r.call != nil {
		if a := unwrap(argument(extract.Field(r.call, "arguments"), 1)); a != nil && (extract.Type(a) == "string" || extract.Type(a) == "template_string") {
			d = a
		}
	}
	if d = unwrap(d); d == nil {
		return ""
	}
	if s, ok := stringValue(d, f.Src); ok {
		return s
	}
	return strings.Trim(extract.Content(d, f.Src), "'\"`")
}

// isProbeAnswer reports whether a tool's return is a probe's answer, not a failure: any return
// of a probe named as guidance.IsHealthProbeName says, and a return of a checking tool (isCheckingTool) unless
// it is in a catch clause and its value carries the caught exception.
func (f *file) isProbeAnswer(w where, stmt, value *sitter.Node) bool {
	if guidance.IsHealthProbeName(w.name) {
		return true
	}
	if !f.isCheckingTool(w.reg, w.name) {
		return false
	}
	caught := f.catchParameter(stmt, w.fn)
	return caught == "" || value == nil || !f.carriesException(value, caught)
}

// carriesException reports whether a returned value in a catch clause names the caught value,
// directly or through a local the catch binds to an expression that names it (`const message
// = error instanceof Error ? error.message : "Unknown error"`).
func (f *file) carriesException(value *sitter.Node, caught string) bool {
	if mentions(extract.Content(value, f.Src), caught) {
		return true
	}
	found := false
	f.walkAll(value, func(n *sitter.Node) {
		if found || extract.Type(n) != "identifier" && extract.Type(n) != "shorthand_property_identifier" {
			return
		}
		d := f.resolve(extract.Content(n, f.Src), n)
		if d == nil || extract.Type(d) != "variable_declarator" || f.catchParameter(d, nil) != caught {
			return
		}
		if v := extract.Field(d, "value"); v != nil && mentions(extract.Content(v, f.Src), caught) {
			found = true
		}
	})
	return found
}
