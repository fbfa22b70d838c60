package typescript

import (
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// leakFile parses src as a file of the rules, its rule queries run.
func leakFile(tb testing.TB, path string, d extract.Dialect, src []byte) *file {
	tb.Helper()
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(grammar(d))
	qs, err := dialectQueries(d)
	if err != nil {
		tb.Fatal(err)
	}
	f, err := newFile(&extract.File{Path: path, Lang: finding.TypeScript, Dialect: d, Src: src,
		Tree: p.Parse(nil, src), Project: &extract.Project{}}, qs)
	if err != nil {
		tb.Fatal(err)
	}
	if err := f.runQueries(f.ruleQueries()...); err != nil {
		tb.Fatal(err)
	}
	return f
}

// returnedLeaks calls fn with each keyed function of f and the internals the full walk finds
// in its returns, and whether leakReach keeps every return that has some.
func (f *file) returnedLeaks(fn func(def *sitter.Node, leaks int, kept bool)) {
	for _, def := range f.keyedFunctions() {
		leaks, kept := 0, true
		for _, r := range returnedValues(def) {
			hits, _ := f.leaksIn(r, 0, map[uint32]bool{})
			leaks += len(hits)
			kept = kept && (len(hits) == 0 || f.leakReach().May(r.StartByte()))
		}
		fn(def, leaks, kept)
	}
}

// leakCases holds one function per way an internal reaches a return, each the only one in its
// function, and functions with none.
const leakCases = `import { inspect } from "util";
import * as util from "util";

const API_TOKEN = loadToken();
const details = util.inspect(new Error("down"));

export function imported(e: unknown) { return inspect(e); }

export function qualified(e: unknown) { return util.inspect(e); }

export function errorText(err: Error) { return err.stack; }

export function ownProps(err: Error) { return JSON.stringify(err, Object.getOwnPropertyNames(err)); }

export function constant() { return API_TOKEN; }

export function holder(config: { apiKey: string }) { return config.apiKey; }

export function optional(config?: { apiKey: string }) { return config?.apiKey; }

export function viaCall() { return "at " + errorText(new Error()); }

export function viaValue() { return "at " + details; }

export function clean() { return "ok " + run(); }

function loadToken() { return ""; }

function run() { return ""; }
`

// TestLeakReachCases: each way an internal reaches a return is kept, and the functions that
// return none are ruled out.
func TestLeakReachCases(t *testing.T) {
	f := leakFile(t, "src/index.ts", extract.TypeScriptDialect, []byte(leakCases))
	clean := map[string]bool{"clean": true, "loadToken": true, "run": true}
	seen := 0
	f.returnedLeaks(func(def *sitter.Node, leaks int, kept bool) {
		name := text(def.ChildByFieldName("name"), f.Src)
		seen++
		if (leaks == 0) != clean[name] {
			t.Errorf("%s returns %d internals: the case is wrong", name, leaks)
		}
		if may := f.leakReach().May(def.StartByte()); may == clean[name] || !kept {
			t.Errorf("%s: leakReach says may=%v (kept %v), want %v", name, may, kept, !clean[name])
		}
	})
	if seen < 12 {
		t.Errorf("%d functions, want every case's", seen)
	}
}

// TestLeakReachKeepsEveryLeak: every return of the TypeScript and JavaScript fixtures that
// carries an internal (found by the full walk) is one leakReach says may, and leakReach rules
// out some functions.
func TestLeakReachKeepsEveryLeak(t *testing.T) {
	kept, ruledOut := 0, 0
	for _, s := range benchSources(t) {
		f := leakFile(t, s.path, s.dialect, s.src)
		f.returnedLeaks(func(def *sitter.Node, leaks int, ok bool) {
			switch {
			case !ok:
				t.Errorf("%s:%d: %d internals returned, but leakReach rules a return out", s.path, def.StartPoint().Row+1, leaks)
			case leaks > 0:
				kept++
			case !f.leakReach().May(def.StartByte()):
				ruledOut++
			}
		})
	}
	if kept == 0 || ruledOut == 0 {
		t.Errorf("%d functions with internals kept, %d without ruled out: want some of each", kept, ruledOut)
	}
}
