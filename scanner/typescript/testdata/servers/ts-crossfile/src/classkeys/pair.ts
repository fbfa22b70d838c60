// Three handler classes of one module, each with a method named handle: a call of one class's
// handle is no call of another's (methods carry their class in their keys).
export class FetchHandler {
  async handle(args: { url?: string }) {
    if (!args.url) {
      // BAD: reached from the fetch tool, and from it alone.
      throw new Error("url is required"); // want: protocolerror related=src/classkeys/server.ts:23,src/classkeys/server.ts:26
    }
    return { content: [{ type: "text", text: `fetched ${this.normalize(args.url)}` }] };
  }

  normalize(url: string) {
    return url.trim();
  }
}

export class PingHandler {
  // FINE: answers on every path.
  async handle() {
    return { content: [{ type: "text", text: "pong" }] };
  }

  status() {
    return "ready";
  }
}

export class StaleHandler {
  // FINE: no tool calls StaleHandler's handle; the tools' calls of FetchHandler's and
  // PingHandler's handle are not calls of it.
  async handle(args: { id?: string }) {
    if (!args.id) {
      throw new Error("id is required");
    }
    return { content: [{ type: "text", text: `stale ${this.normalize(args.id)}` }] };
  }

  // FINE: this.normalize() in FetchHandler is FetchHandler's normalize, not this one.
  normalize(id: string) {
    if (id.includes("/")) {
      throw new Error("ids have no slash");
    }
    return id;
  }

  // FINE: a failure text that no tool returns (the status tool returns PingHandler's status).
  status() {
    return "Error: stale handlers have no status";
  }
}
