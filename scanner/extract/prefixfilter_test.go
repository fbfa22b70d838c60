package extract

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"
)

// TestPrefixFilterKeepsAnswers: the filter that spares the lookups of a key's prefixes that no
// alias starts with (prefixFilter) changes no answer of Wanted, WantedCallers or targets. Each
// generated index is asked twice: with the filter, and with one that lets every prefix through,
// as the lookups ran before it.
func TestPrefixFilterKeepsAnswers(t *testing.T) {
	for seed := int64(0); seed < 200; seed++ {
		units := randomAliasUnits(rand.New(rand.NewSource(seed)))
		fast, slow := NewIndex(), NewIndex()
		for _, u := range units {
			fast.Add(u)
			slow.Add(u)
		}
		slow.alias.starts = permissiveFilter()
		if f, s := fast.Wanted(), slow.Wanted(); !reflect.DeepEqual(f, s) {
			t.Fatalf("seed %d: Wanted() = %v, want %v", seed, f, s)
		}
		if f, s := fast.WantedCallers(), slow.WantedCallers(); !reflect.DeepEqual(f, s) {
			t.Fatalf("seed %d: WantedCallers() = %v, want %v", seed, f, s)
		}
		for _, k := range allStrs(fast) {
			f, s := fast.targets(fast.lookup(k)), slow.targets(slow.lookup(k))
			if len(f)+len(s) > 0 && !reflect.DeepEqual(symStrs(fast, f), symStrs(slow, s)) {
				t.Fatalf("seed %d: targets(%q) = %v, want %v", seed, k, symStrs(fast, f), symStrs(slow, s))
			}
		}
	}
}

// permissiveFilter lets every prefix through.
func permissiveFilter() prefixFilter {
	f := prefixFilter{lens: make([]bool, 1<<10)}
	for i := range f.lens {
		f.lens[i] = true
	}
	for i := range f.last {
		f.last[i] = true
	}
	return f
}

// allStrs returns every string of ix but "", by number.
func allStrs(ix *Index) []string {
	var out []string
	for id := 1; id < len(ix.syms.at); id++ {
		out = append(out, ix.str(sym(id)))
	}
	return out
}

func symStrs(ix *Index, ks []sym) []string {
	var out []string
	for _, k := range ks {
		out = append(out, ix.str(k))
	}
	return out
}

// randomAliasUnits makes files of keys from a few modules, classes and names, tools that call
// and forward to them, and aliases of every kind between their prefixes.
func randomAliasUnits(r *rand.Rand) []Unit {
	mods := []string{"a", "b", "pkg.c", "src/d"}
	seps := []string{"#", "."}
	classes := []string{"", "C.", "Base.", "Sub.", "C.__init__(#1).", "C.__init__(#0)."}
	names := []string{"run", "handle", "fail", "__init__", "go", "slot!F.T"}
	key := func() string {
		return mods[r.Intn(len(mods))] + seps[r.Intn(len(seps))] + classes[r.Intn(len(classes))] + names[r.Intn(len(names))]
	}
	prefix := func() string {
		return mods[r.Intn(len(mods))] + seps[r.Intn(len(seps))] + classes[r.Intn(len(classes))]
	}
	var units []Unit
	for f := 0; f < 6; f++ {
		u := Unit{Path: fmt.Sprintf("f%d", f)}
		for i := r.Intn(4); i > 0; i-- {
			s := Summary{Key: key(), Name: "x", Line: i, Column: 1}
			switch r.Intn(3) {
			case 0:
				s.Tool = fmt.Sprintf("tool%d", i)
			case 1:
				s.Facts = Raises
			}
			for j := r.Intn(3); j > 0; j-- {
				s.Forward = append(s.Forward, Forward{Keys: []string{key()}, Line: j})
			}
			if r.Intn(5) == 0 {
				s.Via = []string{key() + UsedMark}
				s.Registration = true
			}
			u.Summaries = append(u.Summaries, s)
			for j := r.Intn(3); j > 0; j-- {
				c := Call{Key: key(), Line: j, From: s.Key}
				if r.Intn(3) == 0 {
					c.Runners = []Runner{{Keys: []string{key() + ParamMark + "1.run"}, Arg: 0}}
				}
				u.Calls = append(u.Calls, c)
			}
		}
		for i := r.Intn(4); i > 0; i-- {
			a := Alias{From: prefix(), To: prefix(), Prefix: true}
			switch r.Intn(4) {
			case 0:
				a.Base = true
			case 1:
				a.Prefix, a.From, a.To = false, key(), key()
			case 2:
				a.To = ""
			}
			u.Aliases = append(u.Aliases, a)
		}
		units = append(units, u)
	}
	return units
}

// BenchmarkWanted asks an index with a barrel and subclasses what the calls pass asks it each
// round: tools of long keys call helpers through a barrel that re-exports modules not extracted.
func BenchmarkWanted(b *testing.B) {
	ix := NewIndex()
	for i := 0; i < 50; i++ {
		tool := fmt.Sprintf("packages/server/src/handlers/group%d/handler%d#Handler%d.handle", i%5, i, i)
		ix.Add(Unit{Path: fmt.Sprintf("packages/server/src/handlers/group%d/handler%d.ts", i%5, i),
			Summaries: []Summary{{Key: tool, Name: "handle", Line: 1, Column: 1, Tool: fmt.Sprintf("tool%d", i),
				Forward: []Forward{{Keys: []string{fmt.Sprintf("packages/server/src/index#helper%d", i)}, Line: 2}}}},
			Calls: []Call{{Key: fmt.Sprintf("packages/server/src/handlers/group%d/handler%d#Handler%d.check", i%5, i, i), Line: 3, From: tool}},
			Aliases: []Alias{
				{From: "packages/server/src/index#", To: fmt.Sprintf("packages/server/src/lib/module%d#", i), Prefix: true},
				{From: fmt.Sprintf("packages/server/src/handlers/group%d/handler%d#Handler%d.", i%5, i, i), To: "packages/server/src/base#Base.", Prefix: true},
			}})
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ix.wantedOK = false // as after a round's Add
		ix.WantedCallers()
	}
}
