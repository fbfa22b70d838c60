package guidance

import (
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// Probes: a tool that probes a service's health ("health", "ping", "test_connection") answers
// "down", "unreachable" or an error text as its normal answer, not as a failure of the call, so
// the softerror rule does not judge it. The TypeScript rule reads IsHealthProbeName,
// IsCheckingName and ChecksConnection; the Go rule IsProbeName (which adds the connection,
// login and service-prefixed names), IsCheckingName and ChecksConnection; the Python rule keeps
// its own list (probeName), which also holds preflights and set-up diagnostics.

// healthProbes are the names of tools that report the health of something else, on a name
// lowercased with '-', '.' and ' ' read as '_' (probeKey).
var healthProbes = lazyre.New(`^((get|check|run|do)_)?(health|health_?check|ping|probe|heartbeat|liveness|readiness|connectivity)(_check)?$` +
	`|^(check|test|verify)_(connection|connectivity|health|api|service|server)s?$`)

// connectionProbes are the names of tools that test a connection, credentials or a login, as
// the Python rule knows them (test_db_connection, verify_login, auth_check), on probeKey's form.
var connectionProbes = lazyre.New(`^(check|test|verify)_(\w+_)?(connection|connectivity|auth|authentication|credentials)$` +
	`|^(\w+_)?(check|test|verify)_(\w+_)?(login|reachability)$` +
	`|^(\w+_)?(auth|authentication|credentials|connection|connectivity|login|reachability)_(check|test|status|preflight)$`)

// probeKey is a tool's name as the probe patterns read it: lowercased, with '-', '.' and ' '
// read as '_'.
func probeKey(name string) string {
	return strings.ToLower(strings.NewReplacer("-", "_", " ", "_", ".", "_").Replace(name))
}

// IsHealthProbeName reports whether a tool's name says it probes the health of a service
// ("health", "check_health", "test_connection"; not "register-health-check", which changes
// something).
func IsHealthProbeName(name string) bool {
	return healthProbes.MatchString(probeKey(name))
}

// probeLast are the last words of a service-prefixed probe name (mysql_ping, redis_health,
// k8s_healthcheck, worker_heartbeat).
var probeLast = map[string]bool{"ping": true, "health": true, "healthcheck": true, "heartbeat": true}

// actionVerb matches the first word of a name that does something to a probe or with a
// health rather than run a probe (send_ping, register_health_check, schedule_heartbeat,
// analyze_health, deregister_health_check), and get: get_pipeline_health(pipeline_id) reads
// the health of a thing the caller names, whose failure is the call's (get_health is a probe
// by healthProbes); the checking verbs may (check_redis_health).
var actionVerb = lazyre.New(`^(` + ActionVerbs + `|get|deregister|mute|silence|set|schedule|record|log|report|handle|process|emit|track|post|put|mark|ack|acknowledge|configure|trigger|reply|respond` +
	`|list|search|find|query|fetch|read|show|describe|lookup|browse|count|view|inspect|explore|discover|recommend|suggest|summarize|summarise|analyze|analyse|preview|resolve` +
	`|calculate|compute|evaluate|assess|monitor|generate|diagnose|explain|compare|score|rate|predict|forecast|improve|optimize|optimise|fix|repair|heal|boost|simulate|plot|render|format|parse|validate)$`)

// IsProbeName reports whether a tool's name says it probes the health of a service: the probe
// names of the other rules ("health", "check_health", "ping", "test_connection"), and a
// service's name before ping, health, healthcheck, health_check or heartbeat ("mysql_ping",
// "redis_health", "aws_docdb_ping"); not a name whose first word is an action done to a probe
// ("send_ping", "register_health_check") nor one where ping or health is not last ("ping_user").
func IsProbeName(name string) bool {
	n := probeKey(name)
	return healthProbes.MatchString(n) || connectionProbes.MatchString(n) || IsServiceProbe(name)
}

// IsServiceProbe reports whether a tool's name is a service's name before ping, health,
// healthcheck, health_check or heartbeat ("mysql_ping", "redis_health", "aws_docdb_ping"), whose
// first word is no action done to a probe ("send_ping", "register_health_check").
func IsServiceProbe(name string) bool {
	words := NameWords(name)
	if k := len(words); k >= 3 && words[k-2] == "health" && words[k-1] == "check" {
		words = append(words[:k-2:k-2], "healthcheck")
	}
	k := len(words)
	return k >= 2 && probeLast[words[k-1]] && !actionVerb.MatchString(words[0])
}

// checkVerbs begin the name of a tool that checks something; checkedThings are what it checks.
var (
	checkVerbs    = map[string]bool{"check": true, "test": true, "verify": true, "probe": true, "ping": true}
	checkedThings = map[string]bool{"connection": true, "connections": true, "connectivity": true, "connected": true,
		"health": true, "healthcheck": true, "status": true, "auth": true, "authentication": true, "login": true}
)

// questionWords begin the name of a tool that asks a yes-or-no question ("is_app_installed",
// "has_permission"): "no" is one of its answers.
var questionWords = map[string]bool{"is": true, "are": true, "has": true, "does": true, "can": true}

// IsCheckingName reports whether a tool's name begins with a check verb and names a
// connection, status, health or login ("check-strava-connection", "verify_login_status"; not
// "register-health-check" nor "get_job_status"), or asks a yes-or-no question
// ("is_app_installed", "has_access").
func IsCheckingName(name string) bool {
	words := NameWords(name)
	if len(words) >= 2 && questionWords[words[0]] {
		return true
	}
	if len(words) < 2 || !checkVerbs[words[0]] {
		return false
	}
	for _, w := range words[1:] {
		if checkedThings[w] {
			return true
		}
	}
	return false
}

// checkingDescription matches a description whose first sentence says the tool checks or
// tests a connection or a status.
var checkingDescription = lazyre.New(`(?i)^\s*(check|checks|test|tests|verify|verifies)\b[^.!?\n]*\b(connect(ed|ion|ions|ivity)?|status|health|reach|reachab\w*|online|authenticat\w*|logged in)\b`)

// ChecksConnection reports whether a tool's description's first sentence says it checks a
// connection or a status ("Test the connection to a MySQL instance.", "Check if Strava is
// connected and show the current connection status.").
func ChecksConnection(description string) bool {
	return checkingDescription.MatchString(description)
}

// workingDescription matches a description whose first word is a verb that makes or changes
// something ("Create or reuse a test account...", "Deletes the login session"): the tool does
// that work, whatever check its name seems to name.
var workingDescription = lazyre.New(`(?i)^\s*(` + ActionVerbs + `)(s|es)?\b`)

// DescribesWork reports whether a tool's description opens with a verb that makes or changes
// something ("Create or reuse a test account for a website"): a tool named like a check
// (test_account_login, where "test" names the kind of account) that does this work is no
// probe, and its failures are the call's.
func DescribesWork(description string) bool {
	return workingDescription.MatchString(description)
}
