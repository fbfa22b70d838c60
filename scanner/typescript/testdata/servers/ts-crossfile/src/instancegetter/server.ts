// Tools that reach the clients' methods through the registry's getter.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { TreeClient, SeedClient } from "./clients.js";
import { clientFor, describe, strictClientFor, treeClientFor } from "./registry.js";

const server = new McpServer({ name: "orchard", version: "1.0.0" });

server.tool("list_trees", {}, async () => {
  const trees = await clientFor(TreeClient).listTrees();
  return { content: [{ type: "text", text: JSON.stringify(trees) }] };
});

server.tool("prune_tree", { id: z.string() }, async ({ id }) => {
  // describe() returns no TreeClient: its prune is not TreeClient.prune.
  await describe(TreeClient).prune(id);
  return { content: [{ type: "text", text: `pruned ${id}` }] };
});

server.tool("plant_seed", { kind: z.string() }, async ({ kind }) => {
  await clientFor(SeedClient).plant(kind);
  return { content: [{ type: "text", text: `planted ${kind}` }] };
});

server.tool("count_trees", {}, async () => {
  const trees = await strictClientFor(TreeClient).listTrees();
  await strictClientFor(SeedClient).plant("oak");
  return { content: [{ type: "text", text: String(trees.length) }] };
});

server.tool("replant", { kind: z.string() }, async ({ kind }) => {
  // SeedClient is not a class treeClientFor tests: its throw runs.
  await treeClientFor(SeedClient).plant(kind);
  return { content: [{ type: "text", text: `replanted ${kind}` }] };
});
