package typescript

import (
	"strconv"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
)

// TestHookNames: a finding in a client's request hook, and the places on its way, name the hook
// by what it is and the client it hooks, not as an anonymous function.
func TestHookNames(t *testing.T) {
	want := map[string]string{ // a place's path:line -> the words its message must hold
		"src/configtable/pantry.ts:17": "throw in the onResponse middleware of this.client,",
		"src/configtable/pantry.ts:26": "throw in the axios response interceptor of this.stock,",
		"src/configtable/pantry.ts:57": "calls the axios response interceptor of this.stock",
		"src/seedqueue/client.ts:22":   "the axios response interceptor of this.http throws",
		"src/seedqueue/client.ts:44":   "calls the axios response interceptor of this.http, which raises",
		"src/seedqueue/client.ts:15":   "the axios request interceptor of this.http calls SeedClient.checkToken",
	}
	got := map[string][]string{}
	for _, f := range extracttest.Run(t, Language(), "testdata/servers/ts-crossfile") {
		got[f.Path+":"+strconv.Itoa(f.Line)] = append(got[f.Path+":"+strconv.Itoa(f.Line)], f.Message)
		for _, r := range f.Related {
			got[r.Path+":"+strconv.Itoa(r.Line)] = append(got[r.Path+":"+strconv.Itoa(r.Line)], r.Message)
		}
	}
	for at, words := range want {
		if !strings.Contains(strings.Join(got[at], "\n"), words) {
			t.Errorf("%s: no message says %q: %q", at, words, got[at])
		}
	}
}
