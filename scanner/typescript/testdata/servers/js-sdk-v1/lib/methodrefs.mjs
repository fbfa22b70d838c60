// JavaScript: a class field bound to an arrow function, and a method bound to the instance, given
// as tools/call handlers.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

export class Calculator {
  server = new Server({ name: "calc", version: "1" }, { capabilities: { tools: {} } });

  start() {
    this.server.setRequestHandler(CallToolRequestSchema, this.handleCall);
  }

  handleCall = async (req) => {
    const { a, b } = req.params.arguments ?? {};
    if (typeof a !== "number" || typeof b !== "number") {
      throw new Error("a and b must be numbers"); // want: protocolerror lang=javascript function=tools/call
    }
    return { content: [{ type: "text", text: String(a + b) }] };
  };
}

export class Divider {
  constructor() {
    this.server = new Server({ name: "div", version: "1" }, { capabilities: { tools: {} } });
    this.server.setRequestHandler(CallToolRequestSchema, this.divide.bind(this));
  }

  async divide(req) {
    const { a, b } = req.params.arguments ?? {};
    if (b === 0) {
      throw new Error("cannot divide by zero"); // want: protocolerror lang=javascript function=tools/call
    }
    return { content: [{ type: "text", text: String(a / b) }] };
  }
}
