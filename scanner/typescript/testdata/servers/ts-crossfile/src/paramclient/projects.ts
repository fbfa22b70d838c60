// The projects part of the tracker's API client.
export class ProjectsApi {
  async list(): Promise<string[]> {
    throw new Error("the tracker is unavailable"); // want: protocolerror related=src/paramclient/open.ts:10,src/paramclient/open.ts:14,src/paramclient/open.ts:22
  }

  async archive(id: string): Promise<void> {
    if (!id) {
      // FINE: no tool calls archive.
      throw new Error("a project id is required");
    }
  }
}
