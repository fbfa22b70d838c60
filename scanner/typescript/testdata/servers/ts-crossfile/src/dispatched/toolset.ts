// A tool set: it makes an instance of each tool class, binds each one's execute into a table by
// the tool's name, and hands a handler out by name.
import * as echo from "./echo.js";
import { ClockTool } from "./echo.js";

type Handler = (request: any) => Promise<any>;

export class ToolSet {
  private tools: Array<echo.EchoTool | ClockTool> = [];
  private handlers: Record<string, Handler> = {};

  constructor() {
    this.tools = [new echo.EchoTool(), new ClockTool()];
    this.tools.forEach((tool) => {
      this.handlers[tool.name] = tool.execute.bind(tool);
    });
  }

  getHandler(name: string): Handler | undefined {
    return this.handlers[name];
  }

  // FINE: a fixed entry, not a lookup by the tool's name; no one calls what it returns.
  getEcho(): Handler | undefined {
    return this.handlers["echo"];
  }
}
