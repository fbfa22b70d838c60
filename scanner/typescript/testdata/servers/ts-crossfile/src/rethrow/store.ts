// Helpers whose failures come from more than one call each.
import { readFileSync, writeFileSync } from "node:fs";

type Shelf = { items: Record<string, string> };

function checkShelf(shelf: Shelf): Shelf {
  if (!shelf.items) {
    throw new Error("shelf file has no items");
  }
  return shelf;
}

function readShelf(path: string): Shelf {
  const raw = readFileSync(path, "utf8");
  return checkShelf(JSON.parse(raw));
}

function openShelf(path: string): Shelf {
  if (!path.endsWith(".json")) {
    throw new Error(`not a shelf file: ${path}`);
  }
  return { items: {} };
}

function storeShelf(path: string, shelf: Shelf): void {
  if (Object.keys(shelf.items).length > 100) {
    throw new Error("shelf is full");
  }
  writeFileSync(path, JSON.stringify(shelf));
}

export function removeItem(path: string, key: string): void {
  const shelf = openShelf(path);
  delete shelf.items[key];
  storeShelf(path, shelf);
}

export function itemCount(path: string): number {
  return Object.keys(readShelf(path).items).length;
}

export function shelfSize(path: string): number {
  try {
    return itemCount(path);
  } catch (e) {
    throw e;
  }
}
