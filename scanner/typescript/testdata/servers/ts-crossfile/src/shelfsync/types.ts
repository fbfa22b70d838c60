// What every shelf of the sync job implements.
export interface Shelf {
  ensure(): Promise<void>;
  wipe(): Promise<void>;
}
