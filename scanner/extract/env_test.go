package extract

import "testing"

func TestWantedEnv(t *testing.T) {
	ix := NewIndex()
	ix.Expect(Pending{AnyOf: [][]string{{EnvKey("API_KEY", EnvSet)}, {EnvKey("TOKEN", EnvNonEmpty)}, {"mod.fn"}}})
	if got := ix.WantedEnv(); len(got) != 2 || got[0] != "API_KEY" || got[1] != "TOKEN" {
		t.Fatalf("WantedEnv before the start-up's summaries = %v, want [API_KEY TOKEN]", got)
	}
	ix.Add(Unit{Path: "main.py", Summaries: EnvSummaries(map[string]EnvNeed{"API_KEY": EnvSet})})
	if got := ix.WantedEnv(); len(got) != 1 || got[0] != "TOKEN" {
		t.Fatalf("WantedEnv once API_KEY is guaranteed = %v, want [TOKEN]", got)
	}
	if EnvName("mod.fn") != "" || EnvName(EnvKey("X", EnvNonEmpty)) != "X" {
		t.Fatal("EnvName")
	}
}
