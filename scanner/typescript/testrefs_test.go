package typescript

import (
	"fmt"
	"testing"
)

func TestTestRefs(t *testing.T) {
	src := `import { a } from "./tools/run.test.js";
import b from "../lib/flaky.spec";
export * from "@/tools/seed.test";
import { c } from "./tools/run.js";
const d = require("../../../outside.test.js");
`
	got := Language().(lang).TestRefs("src/index.ts", []byte(src))
	want := "[/src/tools/run.test /lib/flaky.spec seed.test]"
	if fmt.Sprint(got) != want {
		t.Errorf("TestRefs = %v, want %s", got, want)
	}
}

func TestUsesTestFramework(t *testing.T) {
	for src, want := range map[string]bool{
		`import { describe, it } from "vitest";`:           true,
		`import { jest } from "@jest/globals";`:            true,
		`const test = require("node:test");`:               true,
		"describe(\"x\", () => {});\n":                     true, // Jest's globals
		`import { render } from "@testing-library/react";`: true,
		`import { z } from "zod";`:                         false,
		"export function describeTool() {}\n":              false,
	} {
		if got := Language().(lang).UsesTestFramework([]byte(src)); got != want {
			t.Errorf("UsesTestFramework(%q) = %v, want %v", src, got, want)
		}
	}
}
