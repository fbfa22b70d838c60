package manifest

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract"
)

func TestStripJSONC(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"a": 1, // c
}`, `{"a": 1      
}`},
		{`/* x */{"a": "//not/*a comment*/", "b": [1,2,],}`, `       {"a": "//not/*a comment*/", "b": [1,2 ] }`},
		{`{"s": "q\"//", /* multi
line */ "t": 2}`, `{"s": "q\"//",         
        "t": 2}`},
		{"\xef\xbb\xbf{}", "{}"},
	} {
		got, err := stripJSONC([]byte(tc.in))
		if err != nil || string(got) != tc.want {
			t.Errorf("stripJSONC(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, in := range []string{`{"a": /* open`, `{"a": "open`} {
		if _, err := stripJSONC([]byte(in)); err == nil {
			t.Errorf("stripJSONC(%q): no error", in)
		}
	}
}

func TestTSConfig(t *testing.T) {
	for _, tc := range []struct {
		name    string
		files   map[string]string
		file    string
		baseURL string
		paths   []extract.TSPath
		none    bool   // no TSConfig
		note    string // a substring one of the notes must contain
	}{
		{
			name: "comments and trailing commas",
			files: map[string]string{"package.json": `{}`, "tsconfig.json": `{
  // aliases
  "compilerOptions": {
    "baseUrl": ".", /* the root */
    "paths": { "@/*": ["src/*",], "~lib": ["lib/index.ts"], },
  },
}`},
			file: "src/a.ts", baseURL: "",
			paths: []extract.TSPath{{Pattern: "@/*", Targets: []string{"src/*"}}, {Pattern: "~lib", Targets: []string{"lib/index.ts"}}},
		},
		{
			name: "extends a base in the root, own baseUrl of a workspace package",
			files: map[string]string{"tsconfig.base.json": `{"compilerOptions": {"paths": {"#x/*": ["./shared/*"]}}}`,
				"packages/srv/package.json":  `{}`,
				"packages/srv/tsconfig.json": `{"extends": "../../tsconfig.base", "compilerOptions": {"strict": true}}`},
			file: "packages/srv/src/a.ts",
			// paths without baseUrl resolve against the config that set them
			paths: []extract.TSPath{{Pattern: "#x/*", Targets: []string{"shared/*"}}},
		},
		{
			name: "extends array; the later base and the config's own baseUrl win",
			files: map[string]string{"package.json": `{}`,
				"cfg/a.json":    `{"compilerOptions": {"paths": {"a/*": ["a/*"]}}}`,
				"cfg/b.json":    `{"compilerOptions": {"paths": {"b/*": ["b/*"]}, "baseUrl": "."}}`,
				"tsconfig.json": `{"extends": ["./cfg/a.json", "./cfg/b.json", "@tsconfig/node20/tsconfig.json"], "compilerOptions": {"baseUrl": "src"}}`},
			file: "src/x.ts", baseURL: "src",
			paths: []extract.TSPath{{Pattern: "b/*", Targets: []string{"src/b/*"}}},
		},
		{
			name: "extends outside the root or into node_modules is not followed",
			files: map[string]string{"package.json": `{}`,
				"node_modules/x/tsconfig.json": `{"compilerOptions": {"paths": {"n/*": ["n/*"]}}}`,
				"tsconfig.json":                `{"extends": ["../../outside.json", "./node_modules/x/tsconfig.json"]}`},
			file: "a.ts", none: true,
		},
		{
			name:  "bad JSON: a note, no aliases",
			files: map[string]string{"package.json": `{}`, "tsconfig.json": `{"compilerOptions": {"paths": {"@/*": ["src/*"]`},
			file:  "a.ts", none: true, note: "tsconfig.json: malformed JSONC",
		},
		{
			name:  "unterminated comment: a note, no aliases",
			files: map[string]string{"package.json": `{}`, "tsconfig.json": `{"compilerOptions": /* {"paths": {}}}`},
			file:  "a.ts", none: true, note: "unterminated comment",
		},
		{
			name: "extends loop",
			files: map[string]string{"package.json": `{}`, "a.json": `{"extends": "./tsconfig.json", "compilerOptions": {"baseUrl": "."}}`,
				"tsconfig.json": `{"extends": "./a.json"}`},
			file: "a.ts", baseURL: "", note: "extends loops",
		},
		{
			name: "two bases sharing a base is no loop",
			files: map[string]string{"package.json": `{}`, "common.json": `{"compilerOptions": {"baseUrl": "."}}`,
				"a.json": `{"extends": "./common.json"}`, "b.json": `{"extends": "./common.json", "compilerOptions": {"paths": {"@/*": ["src/*"]}}}`,
				"tsconfig.json": `{"extends": ["./a.json", "./b.json"]}`},
			file: "a.ts", baseURL: "", paths: []extract.TSPath{{Pattern: "@/*", Targets: []string{"src/*"}}},
		},
		{
			name:  "jsconfig.json, no package.json",
			files: map[string]string{"jsconfig.json": `{"compilerOptions": {"baseUrl": "lib"}}`},
			file:  "lib/a.js", baseURL: "lib",
		},
		{
			name:  "neither baseUrl nor paths",
			files: map[string]string{"package.json": `{}`, "tsconfig.json": `{"compilerOptions": {"strict": true}}`},
			file:  "a.ts", none: true,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := write(t, tc.files)
			p := NewIndex(root).ProjectFor(tc.file)
			if tc.note != "" && !strings.Contains(noteText(p.Notes), tc.note) {
				t.Errorf("notes %q lack %q", p.Notes, tc.note)
			}
			if all := noteText(p.Notes); tc.note == "" && (strings.Contains(all, "extends") || strings.Contains(all, "JSONC")) {
				t.Errorf("unexpected notes %q", p.Notes)
			}
			c := p.TSConfig
			if tc.none {
				if c != nil {
					t.Fatalf("TSConfig = %+v; want none", c)
				}
				return
			}
			if c == nil {
				t.Fatalf("no TSConfig (notes %q)", p.Notes)
			}
			if c.BaseURL != tc.baseURL || !reflect.DeepEqual(c.Paths, tc.paths) {
				t.Errorf("baseUrl %q paths %+v; want %q %+v", c.BaseURL, c.Paths, tc.baseURL, tc.paths)
			}
		})
	}
}

// TestTSConfigResolve resolves specifiers through the aliases of a config read from disk: the
// first target naming a file, ".js" naming a ".ts" source, a directory's index, the longest
// prefix, baseUrl for a file of the root only.
func TestTSConfigResolve(t *testing.T) {
	root := write(t, map[string]string{"package.json": `{}`,
		"tsconfig.json": `{"compilerOptions": {"baseUrl": ".", "paths": {
			"@/*": ["gen/*", "src/*"], "@/deep/*": ["other/*"], "@cfg": ["src/config/index.ts"], "@up/*": ["../*"]}}}`,
		"src/services/api.service.ts": "", "src/util/index.ts": "", "other/x.tsx": "", "src/config/index.ts": "",
		"lib/helper.js": "", "gen/only.ts": ""})
	c := NewIndex(root).ProjectFor("src/a.ts").TSConfig
	if c == nil {
		t.Fatal("no TSConfig")
	}
	for spec, want := range map[string]string{
		"@/services/api.service.js": "src/services/api.service",
		"@/services/api.service":    "src/services/api.service",
		"@/util":                    "src/util",
		"@/only":                    "gen/only",
		"@/deep/x":                  "other/x",
		"@cfg":                      "src/config/index",
		"lib/helper":                "lib/helper",
		"@/missing":                 "",
		"lodash":                    "",
		"./rel":                     "",
		"@up/x":                     "",
	} {
		got, ok := c.Resolve(spec)
		if got != want || ok != (want != "") {
			t.Errorf("Resolve(%q) = %q, %v; want %q", spec, got, ok, want)
		}
	}
}

// A tsconfig that is a symlink out of the root is not read.
func TestTSConfigSymlinkOut(t *testing.T) {
	outside := write(t, map[string]string{"tsconfig.json": `{"compilerOptions": {"baseUrl": "."}}`})
	root := write(t, map[string]string{"package.json": `{}`})
	if err := os.Symlink(filepath.Join(outside, "tsconfig.json"), filepath.Join(root, "tsconfig.json")); err != nil {
		t.Skip(err)
	}
	if c := NewIndex(root).ProjectFor("a.ts").TSConfig; c != nil {
		t.Errorf("TSConfig %+v read through a symlink out of the root", c)
	}
}
