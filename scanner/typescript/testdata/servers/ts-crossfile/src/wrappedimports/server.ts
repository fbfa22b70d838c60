// Tools of another module handed to the server's wrapper factories: one logs and throws what the
// handler throws on (the SDK makes it an isError result), one answers it itself.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { lendBookTool, renewAll, renewLoan, returnBookTool } from "./books.js";

const server = new McpServer({ name: "library", version: "1.0.0" });

function traced(name: string, handler: (params: any) => Promise<any>) {
  return async (params: any) => {
    console.error(`calling ${name}`);
    try {
      return await handler(params);
    } catch (error) {
      console.error(`${name} failed`, error);
      throw error; // want: raisederror related=none
    }
  };
}

function answered(name: string, handler: (params: any) => Promise<any>) {
  return async (params: any) => {
    try {
      return await handler(params);
    } catch (error: any) {
      return { content: [{ type: "text" as const, text: `${name}: ${error.message}` }], isError: true }; // want: errorresult
    }
  };
}

server.tool(
  lendBookTool.name,
  lendBookTool.description,
  lendBookTool.parameters,
  traced(lendBookTool.name, lendBookTool.handler),
);
server.tool(returnBookTool.name, returnBookTool.description, returnBookTool.parameters,
  answered(returnBookTool.name, returnBookTool.handler));
server.tool("renew_loan", "Renew a loan", { loanId: z.string() }, traced("renew_loan", renewLoan));
server.tool("renew_all", "Renew every loan", { reader: z.string() }, answered("renew_all", renewAll));
