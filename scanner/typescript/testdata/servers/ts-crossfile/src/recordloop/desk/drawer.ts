type Outcome = { status: "success" | "error"; message?: string };

const drawers = new Set<string>();

async function tidyDesk(params: Record<string, unknown> = {}): Promise<Outcome> {
  try {
    const layout = JSON.parse(String(params.layout));
    drawers.clear();
    return { status: "success", message: `tidied to ${layout.name}` };
  } catch (error) {
    return { status: "error", message: `Failed to tidy: ${(error as Error).message}` }; // want: softerror related=src/recordloop/checked.ts:8,src/recordloop/checked.ts:9,src/recordloop/desk/index.ts:6,src/recordloop/desk/index.ts:6,src/recordloop/server.ts:13,src/recordloop/server.ts:15,src/recordloop/server.ts:17
  }
}

// Fine: it throws its failure, which the SDK sends with isError.
async function lockDrawer(params: Record<string, unknown> = {}): Promise<Outcome> {
  if (typeof params.drawer !== "string") throw new Error("drawer is required"); // want: raisederror related=src/recordloop/checked.ts:8,src/recordloop/checked.ts:9,src/recordloop/desk/index.ts:7,src/recordloop/server.ts:13
  drawers.add(params.drawer);
  return { status: "success" };
}

export { tidyDesk, lockDrawer };
