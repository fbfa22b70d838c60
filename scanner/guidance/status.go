package guidance

import "github.com/mcperr/mcperr/internal/lazyre"

// The values of a result's status member that say the call failed, shared by the Python and
// TypeScript softerror rules so that both languages read `"status": "not_found"` alike.

// failureStatus matches the status values whose value names the outcome of the call itself.
var failureStatus = lazyre.New(`(?i)^(error|errored|failed|failure|fail)$`)

// failedStatusMember matches, beyond failureStatus, the values of a result's status member that
// name why the call failed: a thing not found (`"task_not_found"`, `"not found"`), a failed or
// erring step (`"upload_failed"`, `"validation_error"`), bad arguments or credentials
// (`"invalid_input"`, `"invalid_token"`), a
// refusal (`"permission_denied"`, `"unauthorized"`, `"forbidden"`), a time-out, or a plain "not
// OK" (`"NOK"`, `"not_ok"`, the opposite of an "OK" status). Only for the
// status member, never for a word chosen at run time inside a text, where
// `exists ? "found" : "not found"` is what a check reports, and not bare "invalid", "expired"
// or "cancelled", which a validation or a lookup of a job answers as its finding.
var failedStatusMember = lazyre.New(`(?i)^(([a-z]+[_ -])*not[_ -]?found|[a-z]+[_-](failed|error|errored|failure)|` +
	`invalid[_-](input|request|args?|arguments?|params?|parameters?|json|payload|token|confirmation|credentials|api[_-]?key)|([a-z]+[_-])?denied|unauthori[sz]ed|forbidden|timeout|timed[_ -]out|nok|not[_ -]ok)$`)

// noFailureStatus matches a status that says there was none ("no_error", "non-failed").
var noFailureStatus = lazyre.New(`(?i)^(no|non|zero|without)[_ -]`)

// FailureStatus reports whether a status value names the failed outcome itself: "error",
// "errored", "failed", "failure", "fail".
func FailureStatus(s string) bool { return failureStatus.MatchString(s) }

// FailedStatus reports whether a status member's value names a failed call: FailureStatus, or
// why it failed ("not_found", "upload_failed", "permission_denied"), and not a status that says
// there was none ("not_found" is a failure, "no_error" none).
func FailedStatus(s string) bool {
	if failureStatus.MatchString(s) {
		return true
	}
	return failedStatusMember.MatchString(s) && !noFailureStatus.MatchString(s)
}
