export interface RemoteContext {
  pull: () => Promise<string>;
}
