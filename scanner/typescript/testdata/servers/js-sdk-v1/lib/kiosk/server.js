// softerror in a low-level server whose helper switches over the tools: a missing state told
// with the step that sets it up, an outcome's failure beside a switch done, and an assertion
// tool's FAIL verdict told by an if (the answer asked for) beside a FAIL its catch gives (the
// check did not run).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "kiosk", version: "1.0.0" }, { capabilities: { tools: {} } });
const frames = [];
const panes = new Map();

async function createPane(name) {
  if (panes.has(name)) return false;
  panes.set(name, {});
  return true;
}

async function switchToPane(name) {
  return panes.has(name);
}

async function readTitle() {
  return frames.length ? frames[frames.length - 1].title : "";
}

async function reloadKiosk() {
  return frames.length > 0;
}

async function handleToolCall(name, args) {
  switch (name) {
    case "kiosk_diff": {
      const curr = frames[frames.length - 1];
      // BAD: what the diff needs is missing, and the text says which call sets it up first.
      if (!curr) return { content: [{ type: "text", text: "No current frame. Call kiosk_capture first." }] }; // want: softerror lang=javascript related=lib/kiosk/server.js:81
      const last = frames[frames.length - 2];
      // FINE: no step that sets the state up, only a wait.
      if (!last) return { content: [{ type: "text", text: "No earlier frame. Try again later." }] };
      return { content: [{ type: "text", text: JSON.stringify({ from: last, to: curr }) }] };
    }
    case "kiosk_pane_open": {
      const created = await createPane(args.name);
      // FINE: both branches say the work was done; an existing pane is switched to.
      return { content: [{ type: "text", text: created ? `Created pane "${args.name}".` : `Switched to existing pane "${args.name}".` }] };
    }
    case "kiosk_pane_switch": {
      const ok = await switchToPane(args.name);
      // BAD: the switch's failure beside the text that says it switched.
      return { content: [{ type: "text", text: ok ? `Switched to pane "${args.name}".` : `Pane "${args.name}" not found.` }] }; // want: softerror lang=javascript related=lib/kiosk/server.js:81
    }
    case "kiosk_assert_title": {
      try {
        const title = await readTitle();
        // BAD: a failure of the call in the check's own words, no verdict mark.
        if (!title) return { content: [{ type: "text", text: "Failed to read the title: the kiosk shows no frame" }] }; // want: softerror lang=javascript related=lib/kiosk/server.js:81
        if (title.includes(args.expected)) {
          return { content: [{ type: "text", text: `[PASS] Title contains "${args.expected}"` }] };
        }
        // FINE: the verdict the assertion was asked for.
        return { content: [{ type: "text", text: `[FAIL] Title does not contain "${args.expected}"` }] };
      } catch (e) {
        // BAD: the check did not run.
        return { content: [{ type: "text", text: `[FAIL] ${args.expected} — ${e.message}` }] }; // want: softerror lang=javascript related=lib/kiosk/server.js:81
      }
    }
    case "kiosk_reload": {
      const ok = await reloadKiosk();
      if (ok) {
        return { content: [{ type: "text", text: "Kiosk restarted." }] };
      }
      // BAD: a FAIL word in a tool that acts, not one that checks.
      return { content: [{ type: "text", text: "[FAIL] Reload failed." }] }; // want: softerror lang=javascript related=lib/kiosk/server.js:81
    }
    default:
      return { content: [{ type: "text", text: `Unknown tool: ${name}` }], isError: true }; // want: errorresult lang=javascript
  }
}

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  return handleToolCall(name, args);
});
