// Fine: a real Vitest file that calls the tools. It is a test whatever it imports, and no tool
// reaches the failures it builds.
import { describe, expect, it } from "vitest";
import { findFlaky } from "./tools/flaky.spec.js";

function failWith(message: string): never {
  throw new Error(message);
}

describe("flaky", () => {
  it("throws for an unknown suite", () => {
    expect(() => findFlaky("nope")).toThrow();
    expect(() => failWith("x")).toThrow();
  });
});
