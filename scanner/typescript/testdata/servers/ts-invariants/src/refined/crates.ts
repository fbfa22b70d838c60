// A helper that refuses an empty list never throws for calls that pass an array literal with
// an element, or a list whose schema asks at least one item; a spread, an empty literal or a
// variable may be empty.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

class Crater {
  packOne(label: string): string {
    return this.packAll([label], "single");
  }

  packSome(labels: string[]): string {
    return this.packAll(labels, "batch"); // labels handed on as the tool got them
  }

  packAll(labels: string[], kind: string): string {
    if (labels.length === 0) {
      throw new Error("nothing to pack"); // GOOD: every call passes [label] or a .min(1) list
    }
    return `${kind}:${labels.join(",")}`;
  }

  stamp(codes: string[]): string {
    if (!codes.length) {
      throw new Error("no codes"); // GOOD: [code, "x"] or a .min(1) list
    }
    return codes.join("+");
  }

  weigh(parts: number[]): number {
    if (parts.length < 1) {
      throw new Error("no parts"); // GOOD: [size] only
    }
    return parts.reduce((a, b) => a + b, 0);
  }

  seal(tags: string[]): string {
    if (tags.length === 0) {
      throw new Error("no tags to seal"); // want: raisederror shape=prose-only
    }
    return tags.join(";");
  }

  label(names: string[]): string {
    if (names.length <= 0) {
      throw new Error("no names"); // want: raisederror shape=prose-only
    }
    return names[0];
  }

  tally(rows: string[]): number {
    if (rows.length === 0) {
      throw new Error("no rows"); // want: raisederror shape=prose-only
    }
    return rows.length;
  }
}

const crater = new Crater();

export function registerCrateTools(server: McpServer) {
  server.registerTool(
    "crate_one",
    { inputSchema: { label: z.string(), code: z.string(), size: z.number() } },
    async ({ label, code, size }) => {
      const text = crater.packOne(label) + crater.stamp([code, "x"]) + crater.weigh([size]);
      return { content: [{ type: "text", text }] };
    },
  );

  server.registerTool(
    "crate_many",
    { inputSchema: { labels: z.array(z.string()).min(1), codes: z.array(z.string()).nonempty() } },
    async ({ labels, codes }) => {
      const text = crater.packSome(labels) + crater.stamp(codes);
      return { content: [{ type: "text", text }] };
    },
  );

  server.registerTool(
    "crate_loose",
    { inputSchema: { tags: z.array(z.string()), names: z.array(z.string()).min(1) } },
    async ({ tags, names }) => {
      const sealed = crater.seal([...tags]) + crater.seal(["fixed"]); // a spread alone may be empty
      const listed = [names[0]];
      const text = sealed + crater.label(listed) + crater.tally([]); // a variable; an empty literal
      return { content: [{ type: "text", text }] };
    },
  );
}
