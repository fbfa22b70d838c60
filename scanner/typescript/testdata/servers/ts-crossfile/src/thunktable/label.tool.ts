// A declaring call of a helper that does not register what it is given.
import { declareLabel } from "./define.js";

declare const labels: { print(): Promise<boolean> };

const LabelTool = declareLabel("print-label", async () => {
  // FINE: declareLabel's entry holds this function as render, not as its handler.
  if (!(await labels.print())) return { content: [{ type: "text" as const, text: "Error: the printer is offline" }] };
  return { content: [{ type: "text" as const, text: "printed" }] };
});

export default LabelTool;
