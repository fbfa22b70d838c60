// zod's parse of the tool's arguments throws a ZodError; safeParse does not.
import { z } from "zod";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const ShelfInput = z.object({ shelf: z.string(), depth: z.number().optional() });
const Strict = ShelfInput.strict();
const plain = { parse: (x: unknown) => x };

const server = new Server({ name: "shelves", version: "0.1.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  const input = ShelfInput.parse(args); // want: protocolerror outcome=protocol-error function=tools/call
  const again = await Strict.parseAsync(request.params.arguments ?? {}); // want: protocolerror function=tools/call
  const inline = z.object({ n: z.number() }).parse(args); // want: protocolerror function=tools/call
  const soft = ShelfInput.safeParse(args);
  if (!soft.success) {
    return { isError: true, content: [{ type: "text", text: soft.error.message }] }; // want: errorresult function=tools/call
  }
  const echoed = plain.parse(args);
  const fixed = ShelfInput.parse({ shelf: "top" });
  try {
    const guarded = ShelfInput.parse(args);
    return { content: [{ type: "text", text: `${name} ${guarded.shelf} ${input.shelf} ${again.shelf} ${inline.n} ${String(echoed)} ${fixed.shelf}` }] };
  } catch (e) {
    return { isError: true, content: [{ type: "text", text: String(e) }] }; // want: errorresult function=tools/call
  }
});

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    const input = ShelfInput.parse(request.params.arguments);
    return { content: [{ type: "text", text: input.shelf }] };
  } catch (e) {
    return { isError: true, content: [{ type: "text", text: `bad input: ${String(e)}` }] }; // want: errorresult function=tools/call
  }
});
