// Package errpolicy builds a server's tool error policy, the table an agent reads from AGENTS.md
// to act on a failed tool call: from an error code's prefix to an action (revise the argument,
// re-authenticate, wait and retry once, skip and report), with a final row for the results that
// carry no code (surface the prose, do not auto-retry). The table is built from the error
// results the scanner found: every typed error code a result carries, with its policy, retry and
// side-effect fields where the result sets them, read from the source of the result (or from
// the calls of the helper that builds it, when the code is the helper's argument).
//
// It renders the table as a Markdown section between markers (Markdown, WriteSection) or as
// JSON, and writes the configuration of a Codex PostToolUse hook (CodexHooks) that runs
// `mcperr policy triage`: the triage (Triage) reads a failed MCP tool call's error.code first,
// looks the action up, and falls back to the prose when there is no code.
package errpolicy
