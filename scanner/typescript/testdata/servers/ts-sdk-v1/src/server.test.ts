// Test assertions hold expected values, not results.
import { describe, it, expect } from "vitest";
import assert from "node:assert";

describe("get_user", () => {
  it("fails for a missing user", async () => {
    const result = await callTool("get_user", { id: "nope" });
    expect(result).toEqual({ isError: true, content: [{ type: "text", text: "no user nope" }] });
    expect(result).toMatchObject({ isError: true });
    assert.deepStrictEqual(result, { content: [{ type: "text", text: "no user nope" }], isError: true });
    expect(result.isError).toBe(true);
  });
});
