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
		{"class Shelf { async fill(f) { return import(f); } }", "[?loads:Shelf]"},
		{"export class Shelf { fill(f) { return require(f); } }\nexport { Shelf };", "[?loads:Shelf]"},
		{"export class Shelf { static fill(f) { return import(f); } }", "[*]"},
		{"export default class Shelf { fill(f) { return import(f); } }", "[*]"},
		{"class Shelf { fill(f) { return import(f); } }\nmodule.exports = Shelf;", "[*]"},
		{"class Shelf { fill(f) { return import(f); } }\nexport { Shelf as Loader };", "[* ?new:Shelf]"},
		{"class Shelf { fill(f) { return import(f); } }\nexport const shelf = new Shelf();", "[?loads:Shelf ?new:Shelf]"},
		{"export async function fill(f) { return import(f); }", "[*]"},
		{"const s = new core.Shelf(); class B extends Base {}", "[?new:Shelf ?new:Base]"},
		{`import { Shelf as S } from "./shelf";`, "[shelf ?new:Shelf]"},
	} {
		if got := fmt.Sprint(lang{}.Refers("src/index.ts", []byte(c.src))); got != c.want {
			t.Errorf("Refers(%q) = %s, want %s", c.src, got, c.want)
		}
	}
	if got := fmt.Sprint(lang{}.Refers("tests/shelf.test.ts", []byte("const s = new Shelf();"))); got != "[]" {
		t.Errorf("a test's instance: Refers = %s, want []", got)
	}
	for p, want := range map[string]string{"src/orca/actions/fetch.ts": "fetch", "src/orca/index.ts": "orca", "a.d.ts": "a.d"} {
		if got := moduleRefName(p); got != want {
			t.Errorf("moduleRefName(%q) = %q, want %q", p, got, want)
		}
	}
}
