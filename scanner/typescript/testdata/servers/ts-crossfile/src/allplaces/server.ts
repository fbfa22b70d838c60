// Catch-all rethrows in low-level handlers whose try calls many functions of other modules:
// each names every throw of every callee that raises (more callees than three) in related, which
// json, jsonl and SARIF carry; past the cap of 20 places, brief (what text shows) names some and
// one last place counts the rest.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { closeAccount, freezeAccount, openAccount } from "./accounts.js";
import { blockCard, cardCount, issueCard } from "./cards.js";
import * as bulk from "./bulk.js";
import * as sync from "./sync.js";
import * as listing from "./listing.js";

const server = new Server({ name: "bank", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const a = (request.params.arguments ?? {}) as Record<string, string>;
  try {
    switch (request.params.name) {
      case "open_account":
        return asText(await openAccount(a.id, a.owner));
      case "close_account":
        return asText(await closeAccount(a.id, Number(a.balance)));
      case "freeze_account":
        return asText(await freezeAccount(a.id, Number(a.amount)));
      case "issue_card":
        return asText(await issueCard(a.account, a.kind));
      case "block_card":
        return asText(await blockCard(a.card));
      case "card_count":
        return asText(await cardCount(a.account));
      default:
        throw new Error(`Unknown tool: ${request.params.name}`);
    }
  } catch (error) {
    // BAD: five callees raise (cardCount answers its own failures): every throw of each is
    // named, and freezeAccount's call of checkLimit on the way to checkLimit's throws.
    throw error; // want: protocolerror related=src/allplaces/accounts.ts:6,src/allplaces/accounts.ts:7,src/allplaces/accounts.ts:9,src/allplaces/accounts.ts:15,src/allplaces/accounts.ts:16,src/allplaces/accounts.ts:22,src/allplaces/limits.ts:3,src/allplaces/limits.ts:4,src/allplaces/cards.ts:3,src/allplaces/cards.ts:4,src/allplaces/cards.ts:9
  }
});

// Six callees of four throws each are 24 places, all related, past the cap of 20 on the brief: the
// first throw of each, then the others one callee at a time (the second of each, the third of
// each, the fourth of importRows), and one last place without a position counts the 5 left out.
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const n = Number(request.params.arguments?.n);
  try {
    switch (request.params.name) {
      case "import_rows":
        return asText(await bulk.importRows(n));
      case "export_rows":
        return asText(await bulk.exportRows(n));
      case "merge_rows":
        return asText(await bulk.mergeRows(n));
      case "split_rows":
        return asText(await bulk.splitRows(n));
      case "sort_rows":
        return asText(await bulk.sortRows(n));
      case "dedupe_rows":
        return asText(await bulk.dedupeRows(n));
      default:
        throw new Error(`Unknown tool: ${request.params.name}`);
    }
  } catch (error) {
    throw new Error(`bulk job failed: ${error}`); // want: protocolerror related=src/allplaces/bulk.ts:4,src/allplaces/bulk.ts:5,src/allplaces/bulk.ts:6,src/allplaces/bulk.ts:7,src/allplaces/bulk.ts:12,src/allplaces/bulk.ts:13,src/allplaces/bulk.ts:14,src/allplaces/bulk.ts:15,src/allplaces/bulk.ts:20,src/allplaces/bulk.ts:21,src/allplaces/bulk.ts:22,src/allplaces/bulk.ts:23,src/allplaces/bulk.ts:28,src/allplaces/bulk.ts:29,src/allplaces/bulk.ts:30,src/allplaces/bulk.ts:31,src/allplaces/bulk.ts:36,src/allplaces/bulk.ts:37,src/allplaces/bulk.ts:38,src/allplaces/bulk.ts:39,src/allplaces/bulk.ts:44,src/allplaces/bulk.ts:45,src/allplaces/bulk.ts:46,src/allplaces/bulk.ts:47 brief=src/allplaces/bulk.ts:4,src/allplaces/bulk.ts:5,src/allplaces/bulk.ts:6,src/allplaces/bulk.ts:7,src/allplaces/bulk.ts:12,src/allplaces/bulk.ts:13,src/allplaces/bulk.ts:14,src/allplaces/bulk.ts:20,src/allplaces/bulk.ts:21,src/allplaces/bulk.ts:22,src/allplaces/bulk.ts:28,src/allplaces/bulk.ts:29,src/allplaces/bulk.ts:30,src/allplaces/bulk.ts:36,src/allplaces/bulk.ts:37,src/allplaces/bulk.ts:38,src/allplaces/bulk.ts:44,src/allplaces/bulk.ts:45,src/allplaces/bulk.ts:46,+5
  }
});

// Six callees of four places each (a guard, two rewraps in the catch, a call of the store) are
// 24 places, all related; the brief shows the first of each, then one more of each in turn, and
// the count of the rest. A function's own throws come
// first, then the throws of its catch, then its library call (the first call of no function of
// the root, which may be no more than a string's method): the guards, the rewraps of each, the
// first call of the store.
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const token = String(request.params.arguments?.token ?? "");
  try {
    switch (request.params.name) {
      case "sync_users":
        return asText(await sync.syncUsers(token));
      case "sync_groups":
        return asText(await sync.syncGroups(token));
      case "sync_roles":
        return asText(await sync.syncRoles(token));
      case "sync_teams":
        return asText(await sync.syncTeams(token));
      case "sync_sites":
        return asText(await sync.syncSites(token));
      case "sync_keys":
        return asText(await sync.syncKeys(token));
      default:
        throw new Error(`Unknown tool: ${request.params.name}`);
    }
  } catch (error) {
    throw new Error(`sync failed: ${error}`); // want: protocolerror related=src/allplaces/sync.ts:9,src/allplaces/sync.ts:11,src/allplaces/sync.ts:13,src/allplaces/sync.ts:14,src/allplaces/sync.ts:19,src/allplaces/sync.ts:21,src/allplaces/sync.ts:23,src/allplaces/sync.ts:24,src/allplaces/sync.ts:29,src/allplaces/sync.ts:31,src/allplaces/sync.ts:33,src/allplaces/sync.ts:34,src/allplaces/sync.ts:39,src/allplaces/sync.ts:41,src/allplaces/sync.ts:43,src/allplaces/sync.ts:44,src/allplaces/sync.ts:49,src/allplaces/sync.ts:51,src/allplaces/sync.ts:53,src/allplaces/sync.ts:54,src/allplaces/sync.ts:59,src/allplaces/sync.ts:61,src/allplaces/sync.ts:63,src/allplaces/sync.ts:64 brief=src/allplaces/sync.ts:9,src/allplaces/sync.ts:19,src/allplaces/sync.ts:29,src/allplaces/sync.ts:39,src/allplaces/sync.ts:49,src/allplaces/sync.ts:59,src/allplaces/sync.ts:13,src/allplaces/sync.ts:23,src/allplaces/sync.ts:33,src/allplaces/sync.ts:43,src/allplaces/sync.ts:53,src/allplaces/sync.ts:63,src/allplaces/sync.ts:14,src/allplaces/sync.ts:24,src/allplaces/sync.ts:34,src/allplaces/sync.ts:44,src/allplaces/sync.ts:54,src/allplaces/sync.ts:64,src/allplaces/sync.ts:11,+5
  }
});

// Ten callees that rewrap what runTool throws: 21 places. runTool's throw is shown once, behind
// the first callee; each other callee shows its own rewrap first, not its call of runTool (a
// step on the way to a place already shown); then one more place of each in turn, in their
// order (the first callee's call of runTool before its rewrap), as room allows: the last
// callee's call and the first one's rewrap are counted in the brief, and named in related.
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    switch (request.params.name) {
      case "list_pods":
        return asText(await listing.listPods());
      case "list_nodes":
        return asText(await listing.listNodes());
      case "list_services":
        return asText(await listing.listServices());
      case "list_secrets":
        return asText(await listing.listSecrets());
      case "list_volumes":
        return asText(await listing.listVolumes());
      case "list_jobs":
        return asText(await listing.listJobs());
      case "list_events":
        return asText(await listing.listEvents());
      case "list_ingresses":
        return asText(await listing.listIngresses());
      case "list_namespaces":
        return asText(await listing.listNamespaces());
      case "list_quotas":
        return asText(await listing.listQuotas());
      default:
        throw new Error(`Unknown tool: ${request.params.name}`);
    }
  } catch (error) {
    throw new Error(`listing failed: ${error}`); // want: protocolerror related=src/allplaces/listing.ts:5,src/allplaces/listing.ts:12,src/allplaces/listing.ts:14,src/allplaces/listing.ts:20,src/allplaces/listing.ts:22,src/allplaces/listing.ts:28,src/allplaces/listing.ts:30,src/allplaces/listing.ts:36,src/allplaces/listing.ts:38,src/allplaces/listing.ts:44,src/allplaces/listing.ts:46,src/allplaces/listing.ts:52,src/allplaces/listing.ts:54,src/allplaces/listing.ts:60,src/allplaces/listing.ts:62,src/allplaces/listing.ts:68,src/allplaces/listing.ts:70,src/allplaces/listing.ts:76,src/allplaces/listing.ts:78,src/allplaces/listing.ts:84,src/allplaces/listing.ts:86 brief=src/allplaces/listing.ts:5,src/allplaces/listing.ts:22,src/allplaces/listing.ts:30,src/allplaces/listing.ts:38,src/allplaces/listing.ts:46,src/allplaces/listing.ts:54,src/allplaces/listing.ts:62,src/allplaces/listing.ts:70,src/allplaces/listing.ts:78,src/allplaces/listing.ts:86,src/allplaces/listing.ts:12,src/allplaces/listing.ts:20,src/allplaces/listing.ts:28,src/allplaces/listing.ts:36,src/allplaces/listing.ts:44,src/allplaces/listing.ts:52,src/allplaces/listing.ts:60,src/allplaces/listing.ts:68,src/allplaces/listing.ts:76,+2
  }
});

function asText(v: unknown) {
  return { content: [{ type: "text" as const, text: JSON.stringify(v) }] };
}
