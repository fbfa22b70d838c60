// Package probe sends a running MCP server the mistakes agents make and codes each answer.
//
// A run connects with the official Go SDK's client (github.com/modelcontextprotocol/go-sdk),
// over stdio to a command it starts or over streamable HTTP, lists the tools and plans, from
// each tool's inputSchema, calls that break it (Plan): a tool name the server does not list;
// arguments that are a JSON array, not an object; each required argument left out (the other
// required ones sent with values of the wrong type, so nothing usable is sent); each typed
// argument of another JSON type; a value outside an enum; a string that does not match a
// pattern; a string shaped like no id where an argument's name says it is an id. Every
// candidate is validated against the schema and dropped, with a reason, when it would satisfy
// it, so that no tool does its real work; the one exception is the not-an-id string for a tool
// annotated read-only, a value that names nothing. Tools annotated destructive are skipped
// unless asked for. Calls go one at a time, each under a timeout, up to a cap.
//
// Each answer is classified as what the client received (Outcome): a JSON-RPC error with its
// code, an isError result, a successful result that says it failed (a soft error: its text
// opens or reads as a failure, with the scanner's softerror lexicon, or its structured content
// has an error member), a success, a timeout, or the connection or process lost (a crash: the
// exit status and the end of its stderr are kept). A lost server is started again for the next
// probe, a bounded number of times.
//
// Each answer is coded with the six actionability bits D P C T E R under two views (code):
// typed fields only, as the scanner's profile reads source (finding.Profile), and typed fields
// plus the prose, read with the scanner's guidance lexicon (the refusal states: fix the
// arguments, retry, wait, authenticate, ask a human, use another tool). Every bit carries its
// reason. Typed fields are the keys guidance.TypedField names, at any depth of
// structuredContent, _meta and a protocol error's data, so the two-plane envelope's error
// member counts.
//
// CrossCheck links the probes to static findings (scan or vet documents) of the same tool, by
// the handler's name or the tool name at the registration, and says per finding whether the
// answers confirm it, contradict it, or did not exercise it.
//
// The server process gets only PATH and the variables the caller names, runs in a process
// group of its own that is always ended, and the values of the variables it gets are replaced
// by their names wherever its answers or its stderr are printed.
package probe
