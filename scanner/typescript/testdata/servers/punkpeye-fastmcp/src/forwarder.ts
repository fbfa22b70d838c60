// The project's own forwarders of tools: functions that hand a parameter, unchanged, to
// FastMCP's addTool, so that every call of one registers the object it is given as a tool.
import { FastMCP } from "fastmcp";
import { z } from "zod";

declare const usage: { calls: number; limit: number };
declare const catalog: { item(id: string): Promise<{ status: number; body: string }> };

const server = new FastMCP({ name: "catalog", version: "1.0.0" });
const enabled = new Set(["get_item", "list_items", "describe_item"]);
const everything = process.env.ALL_TOOLS === "1";

// A const arrow that registers some of the tools it is given, in one place or another.
const addTool = (tool: any) => {
  if (everything) {
    server.addTool(tool);
    return;
  }
  if (enabled.has(tool.name)) {
    server.addTool(tool);
  }
};

// A function declaration, exported, that registers every tool it is given.
export function registerAlways(tool: any) {
  server.addTool(tool);
}

function checkUsage() {
  if (usage.calls >= usage.limit) {
    // BAD: the wrapper runs this before every tool it wraps.
    throw new Error(`usage limit of ${usage.limit} calls reached`); // want: raisederror function=checkUsage related=40,56,56,76,103
  }
}

// The project's wrapper of a tool's function: its catch throws again on every path, so it
// shields nothing, and what it throws itself reaches every tool it wraps.
function metered(name: string, fn: (args: any) => Promise<string>) {
  return async (args: any) => {
    checkUsage();
    try {
      return await fn(args);
    } catch (e: any) {
      if (e.status === 429) {
        throw new Error(`${name}: the catalog is busy, retry in a minute`); // want: raisederror function=metered related=56,56,76,103
      }
      // BAD: what the tool's function threw, its libraries' failures among them.
      throw e; // want: raisederror function=metered related=56,56,76,103
    }
  };
}

addTool({
  name: "get_item",
  parameters: z.object({ id: z.string() }),
  execute: metered("get_item", async ({ id }) => {
    const r = await catalog.item(id);
    if (r.status === 404) {
      throw new Error(`no item ${id}`); // want: raisederror api=FastMCP.addTool function=get_item related=16
    }
    return r.body;
  }),
});

registerAlways({
  name: "list_items",
  parameters: z.object({}),
  execute: async () => {
    throw new Error("listing is not supported yet"); // want: raisederror api=FastMCP.addTool function=list_items related=26
  },
});

addTool({
  name: "describe_item",
  parameters: z.object({ id: z.string() }),
  execute: metered("describe_item", async ({ id }) => (await catalog.item(id)).body),
});

// A forwarder of a forwarder.
const registerFeatured = (tool: any) => registerAlways(tool);

registerFeatured({
  name: "featured_items",
  parameters: z.object({}),
  execute: async () => {
    throw new Error("no featured items today"); // want: raisederror api=FastMCP.addTool function=featured_items related=26
  },
});

// Tools named at run time: named by how the object spells the name.
for (const kind of ["books", "films"]) {
  const toolName = `list_${kind}`;
  registerAlways({
    name: toolName,
    parameters: z.object({}),
    execute: async () => {
      throw new Error(`no ${kind} today`); // want: raisederror function=[toolName]
    },
  });
  addTool({
    name: `count_${kind}`,
    parameters: z.object({}),
    execute: metered(kind, async () => {
      throw new Error(`no ${kind} to count`); // want: raisederror function=[`count_${kind}`]
    }),
  });
}

// A wrapper whose catch answers what the tool's function throws: nothing it runs reaches the SDK.
function answered(fn: (args: any) => Promise<string>) {
  return async (args: any) => {
    try {
      checkUsage(); // FINE: in the try, answered below
      return await fn(args);
    } catch (e: any) {
      return { content: [{ type: "text" as const, text: `failed: ${e}` }], isError: true }; // want: errorresult
    }
  };
}

addTool({
  name: "count_items",
  parameters: z.object({}),
  execute: answered(async () => {
    throw new Error("counting failed"); // FINE: the wrapper answers it
  }),
});

// FINE: a forwarder that changes what it registers: the execute it is given never runs.
const addDisabled = (tool: any) => {
  server.addTool({ name: tool.name, parameters: tool.parameters, execute: async () => "disabled" });
};

addDisabled({
  name: "delete_item",
  parameters: z.object({ id: z.string() }),
  execute: async () => {
    throw new Error("deleting is disabled"); // FINE: never registered
  },
});

// FINE: a forwarder that registers something else than its parameter.
const addRenamed = (tool: any) => {
  tool = { name: `catalog_${tool.name}`, execute: async () => "renamed" };
  server.addTool(tool);
};

addRenamed({
  name: "rename_item",
  execute: async () => {
    throw new Error("renaming is disabled"); // FINE: never registered
  },
});

// FINE: a function that registers its own tool and ignores its parameter.
function addPing(_options: unknown) {
  server.addTool({ name: "ping", parameters: z.object({}), execute: async () => "pong" });
}

addPing({
  name: "ghost",
  parameters: z.object({}),
  execute: async () => {
    throw new Error("a ghost tool"); // FINE: never registered
  },
});

// A method that forwards, called on this.
class Toolset {
  constructor(private readonly mcp: FastMCP) {}

  private add(tool: any) {
    this.mcp.addTool(tool);
  }

  install() {
    this.add({
      name: "reindex",
      parameters: z.object({}),
      execute: async () => {
        throw new Error("the index is locked"); // want: raisederror api=FastMCP.addTool function=reindex
      },
    });
  }
}

new Toolset(server).install();
