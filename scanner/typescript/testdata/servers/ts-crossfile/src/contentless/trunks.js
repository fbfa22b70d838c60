// Result builders of the exchange's tools.
import { Exchange } from "./exchange.js";

export async function listTrunks(args) {
  const pbx = new Exchange(args.host);
  const reply = await pbx.command("trunk list");
  if (!reply) {
    // BAD: the whole result the tool returns: no content, no isError, the client sees nothing.
    return { error: "Unable to reach the exchange" }; // want: softerror related=src/contentless/highlevel.js:9,src/contentless/server.js:14,src/contentless/table.js:5
  }
  return { content: [{ type: "text", text: reply }] };
}

export async function holdLine(args) {
  const pbx = new Exchange(args.host);
  const reply = await pbx.command(`hold ${args.line}`);
  if (!reply) {
    // FINE: a result with isError, whatever else it carries.
    return { error: "Unable to reach the exchange", isError: true, content: [{ type: "text", text: "Unable to reach the exchange" }] }; // want: errorresult
  }
  // FINE: a success that says what it holds, no failure.
  return { content: [{ type: "text", text: `held line ${args.line}` }] };
}

// No result builder: its error object is a value its caller serializes (the tool's finding).
export async function trunkCount(host) {
  const reply = await new Exchange(host).command("trunk count");
  if (!reply) {
    return { error: "Unable to reach the exchange" };
  }
  return { count: Number(reply) };
}
