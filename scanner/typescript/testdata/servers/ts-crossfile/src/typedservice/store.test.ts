// A test's mock of the interface: its throws are no tool's.
import type { IStore } from "./types.js";

export class MockStore implements IStore {
  async get(id: string): Promise<string> {
    throw new Error(`mock get ${id}`);
  }
  async put(): Promise<void> {
    throw new Error("mock put");
  }
}
