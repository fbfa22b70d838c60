package adjudication

import (
	"strconv"

	"github.com/mcperr/mcperr/scanner/finding"
)

// site builds an errorresult finding with a site.
func site(path string, line int, fn, key string, shape finding.Shape, typed finding.Typed, method finding.Method, ctx finding.Context) finding.Finding {
	return finding.Finding{
		Rule: "errorresult", Path: path, Line: line, StartLine: line, EndLine: line + 2, Lang: finding.TypeScript,
		Context: ctx, Method: method, Message: "error result",
		Fingerprint: finding.Fingerprint("errorresult", path, fn, key+strconv.Itoa(line)),
		Site: &finding.Site{Construct: finding.Literal, API: "CallToolResult", Function: fn, Shape: shape,
			Typed: typed, PathKey: key, Profile: finding.Profile(finding.IsError, typed), Outcome: finding.IsError},
	}
}

// fixture is a three-repository study: a monorepo with a subfolder, a prose-only server and an
// unreachable one.
func fixture() ([]Repo, map[string]*finding.Document) {
	repos := []Repo{
		{Record: "io.github.a/mono", URL: "https://example.com/a/mono", Subfolder: "servers/weather", Rank: 0, Status: StatusScanned, Commit: "aaaa"},
		{Record: "io.github.b/prose", URL: "https://example.com/b/prose", Rank: 1, Status: StatusScanned, Commit: "bbbb"},
		{Record: "io.github.c/gone", URL: "https://example.com/c/gone", Rank: 2, Status: "unreachable", Reason: "repository not found"},
	}
	prod, lex := finding.Production, finding.Lexical
	docs := map[string]*finding.Document{
		repos[0].URL: {Findings: []finding.Finding{
			site("servers/weather/src/index.ts", 10, "fail", "helper:fail", finding.Structured, finding.Typed{Code: true, Target: true, Policy: true}, finding.Both, prod),
			site("servers/weather/src/index.ts", 30, "fail", "helper:fail", finding.ProseOnly, finding.Typed{}, finding.TreeSitter, prod),
			site("servers/weather/src/index.test.ts", 5, "t", "k:t", finding.ProseOnly, finding.Typed{}, finding.Both, finding.Test),
			site("servers/other/index.ts", 7, "o", "k:o", finding.ProseOnly, finding.Typed{}, finding.Both, prod),
			site("servers/weather/src/notes.ts", 3, "n", "k:n", finding.Unknown, finding.Typed{}, lex, prod),
			site("servers/weather/src/index.ts", 11, "", "", finding.Unknown, finding.Typed{}, lex, prod),
			{Rule: "softerror", Path: "servers/weather/src/index.ts", Line: 50, Lang: finding.TypeScript, Context: prod, Method: finding.TreeSitter, Fingerprint: "soft1",
				Message: "tool fail reports a failure as a successful result; return it with isError: true",
				Related: []finding.Related{{Path: "servers/weather/src/format.ts", Line: 7, Column: 10, Message: "formatError returns the caught error as <text>"},
					{Path: "servers/weather/src/index.ts", Line: 48, Column: 3, Message: "the catch whose error it is"}}},
		}},
		repos[1].URL: {Findings: []finding.Finding{
			site("main.py", 12, "get", "inline:get", finding.ProseOnly, finding.Typed{}, finding.Both, prod),
			site("main.py", 40, "put", "inline:put", finding.JSONInText, finding.Typed{}, finding.Both, prod),
			site("examples/demo.py", 4, "d", "k:d", finding.ProseOnly, finding.Typed{}, finding.Both, finding.Example),
		}},
	}
	return repos, docs
}

func fixtureLedger() *Ledger {
	repos, docs := fixture()
	return Build("study1", 100, Shard{}, repos, docs, nil)
}
