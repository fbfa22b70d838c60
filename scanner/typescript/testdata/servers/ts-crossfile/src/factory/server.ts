// A low-level server whose handlers come from factories of another module.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ledgerHandler, flaggedLedgerHandler, ledgerSummary } from "./handler.js";

declare const ledger: { entry(id: string): Promise<string> };

const server = new Server({ name: "ledger", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, ledgerHandler(ledger));

const flagged = new Server({ name: "flagged-ledger", version: "1.0.0" }, { capabilities: { tools: {} } });
flagged.setRequestHandler(CallToolRequestSchema, flaggedLedgerHandler(ledger));

const plain = new Server({ name: "plain-ledger", version: "1.0.0" }, { capabilities: { tools: {} } });
plain.setRequestHandler(CallToolRequestSchema, ledgerSummary("x") as never);
