package guidance

import "strings"

// Field names one of the typed fields of the actionability profile.
type Field string

// The typed fields, as finding.Typed names them in JSON.
const (
	Code        Field = "code"
	Target      Field = "target"
	PolicyField Field = "policy"
	RetryField  Field = "retry"
	SideEffects Field = "sideEffects"
)

// typedFields maps a normalized key (NormalizeKey) to the typed field it gives. It is the union
// of the names the language rules recognise in source; the probe reads it on the wire.
var typedFields = map[string]Field{
	"code": Code, "errorcode": Code, "errcode": Code, "errortype": Code, "reasoncode": Code,
	"target": Target, "field": Target, "fields": Target, "param": Target, "parameter": Target,
	"argument": Target, "invalidfield": Target,
	"policy": PolicyField, "action": PolicyField, "next": PolicyField, "nextaction": PolicyField,
	"recovery": PolicyField, "remediation": PolicyField,
	"retry": RetryField, "retryable": RetryField, "retriable": RetryField,
	"sideeffects": SideEffects, "idempotent": SideEffects, "committed": SideEffects,
}

// TypedField returns the typed field a key of a structured value gives (any spelling:
// retry_after, retryAfter and Retry-After are one key), and false for a key that gives none.
// Keys that start with "retry" (retryAfter, retry_after_seconds) or "sideeffect" count too.
func TypedField(key string) (Field, bool) {
	k := NormalizeKey(key)
	if f, ok := typedFields[k]; ok {
		return f, true
	}
	switch {
	case strings.HasPrefix(k, "retry"):
		return RetryField, true
	case strings.HasPrefix(k, "sideeffect"):
		return SideEffects, true
	}
	return "", false
}
