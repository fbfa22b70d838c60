// Package guidance classifies what an error result tells an agent to do next into a small set of
// recovery policies, from its text and from its typed fields, and says when the two disagree.
//
// The policies are: fix the arguments, retry, wait, authenticate, ask a human (or stop), and use
// another tool. A text or a typed value may say several (for "fix the path and retry") and may rule
// one out ("do not retry", retryable: false). Two guidances disagree when one rules out what the
// other says, or when both say something and nothing they say is the same or compatible
// (retry and wait, say, are compatible; retry and ask a human are not).
//
// The lexicon is data (lexicon.go): lowercase phrases matched on word boundaries, negations first.
// It is deliberately small and conservative: a phrase belongs in it only when it names one policy
// in nearly every error text that contains it. Package guidance is pure Go; the Go analyzers and
// the Python and TypeScript rules share it, so the three languages classify alike.
package guidance
