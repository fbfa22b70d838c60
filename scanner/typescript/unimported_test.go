package typescript

import (
	"fmt"
	"testing"
)

func TestRefers(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`import a from "./orca/actions/fetchOrcaPositions";`, "[fetchOrcaPositions]"},
		{`import { b } from '../tools/index.js'`, "[tools]"},
		{`export * from "./orca";`, "[orca]"},
		{"const m = await import(`./lazy.mjs`);", "[lazy]"},
		{`const { p } = require("./purge.cjs")`, "[purge]"},
		{`import "@/actions/tag.ts?raw"`, "[tag]"},
		{`import x from "zod"; import y from "@scope/pkg/";`, "[zod pkg]"},
		{`const mod = await import(path.join(dir, f));`, "[*]"},
		{"const mod = require(`./tools/${name}.js`);", "[*]"},
		{`// nothing here`, "[]"},
	} {
		if got := fmt.Sprint(lang{}.Refers("src/index.ts", []byte(c.src))); got != c.want {
			t.Errorf("Refers(%q) = %s, want %s", c.src, got, c.want)
		}
	}
	for p, want := range map[string]string{"src/orca/actions/fetch.ts": "fetch", "src/orca/index.ts": "orca", "a.d.ts": "a.d"} {
		if got := moduleRefName(p); got != want {
			t.Errorf("moduleRefName(%q) = %q, want %q", p, got, want)
		}
	}
}
