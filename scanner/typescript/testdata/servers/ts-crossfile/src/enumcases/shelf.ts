// Helpers that branch on a value the tools of tools.ts take from their validated input. Where
// the tool's schema is an enum (or a union of literals) with a case for each value, the branch
// for any other value never runs; a value without a case, a plain string or an optional enum
// reaches it.
import { Finish } from "./native.js";

export class Shelf {
  list(kind: string): string[] {
    switch (kind) {
      case "books":
        return ["atlas"];
      case "maps":
      case "charts":
        return ["coast"];
      default:
        throw new Error(`unknown shelf kind ${kind}`); // dead: z.enum(["books", "maps", "charts"])
    }
  }
}

export function colorCode(color: string): number {
  if (color === "red") {
    return 1;
  } else if (color === "green" || color === "blue") {
    return 2;
  } else {
    throw new Error(`unknown color ${color}`); // dead: z.enum(COLORS), a case for each
  }
}

export function shapeCorners(shape: string): number {
  switch (shape) {
    case "square":
      return 4;
    case "triangle":
      return 3;
  }
  throw new Error(`unknown shape ${shape}`); // want: raisederror
}

export function sizeLabel(size: string): string {
  switch (size) {
    case "s":
      return "small";
    case "m":
      return "medium";
    default:
      throw new Error(`unknown size ${size}`); // want: raisederror
  }
}

export function formatName(format: string): string {
  switch (format) {
    case "csv":
      return "comma separated";
    case "tsv":
      return "tab separated";
    default:
      throw new Error(`unknown format ${format}`); // want: raisederror
  }
}

export function sortOrder(order: string | undefined): number {
  if (order === "asc") {
    return 1;
  } else if (order === "desc") {
    return -1;
  } else {
    throw new Error(`unknown order ${order}`); // want: raisederror
  }
}

export function toneName(tone: string): string {
  switch (tone) {
    case "warm":
      return "warm";
    case "cold":
      return "cold";
    default:
      throw new Error(`unknown tone ${tone}`); // want: raisederror
  }
}

export function finishName(finish: string): string {
  switch (finish) {
    case "matte":
      return "matte";
    case "gloss":
      console.error("gloss");
    default:
      throw new Error(`no finish ${finish}`); // want: raisederror
  }
}

function regionName(region: string): string {
  switch (region) {
    case "north":
      return "N";
    case "south":
      return "S";
    default:
      throw new Error(`unknown region ${region}`); // dead: regionLine passes z.enum(["north", "south"]) on
  }
}

export function regionLine(region: string, label: string): string {
  return `${label}: ${regionName(region)}`;
}

function depotName(depot: string): string {
  switch (depot) {
    case "east":
      return "E";
    case "west":
      return "W";
    default:
      throw new Error(`unknown depot ${depot}`); // want: raisederror
  }
}

// Passes the value on as it got it; one of its callers passes any string.
export function depotLine(depot: string): string {
  return `depot ${depotName(depot)}`;
}

function laneName(lane: string): string {
  switch (lane) {
    case "fast":
      return "F";
    case "slow":
      return "S";
    default:
      throw new Error(`unknown lane ${lane}`); // want: raisederror
  }
}

// Hands on a value of its own making, not the one it got.
export function laneLine(lane: string): string {
  lane = lane.toLowerCase();
  return `lane ${laneName(lane)}`;
}

export function unitFactor(unit: string): number {
  if (unit === "cm") return 1;
  if (unit === "in") {
    return 2.54;
  }
  throw new Error(`unknown unit ${unit}`); // dead: z.enum(["cm", "in"]), each returned for
}

export function dayIndex(day: string): number {
  switch (day) {
    case "sat":
    case "sun":
      return 0;
    case "mon":
      return 1;
  }
  throw new Error(`unknown day ${day}`); // dead: a union of the three literals, each returned for
}

export function stepIndex(step: string, skip: boolean): number {
  switch (step) {
    case "first":
      if (skip) break;
      return 1;
    case "second":
      return 2;
  }
  throw new Error(`no index for step ${step}`); // want: raisederror
}

export function glazeName(finish: Finish): string {
  switch (finish) {
    case Finish.Matte:
      return "flat glaze";
    case Finish.Gloss:
      return "shiny glaze";
    default:
      throw new Error(`unknown glaze ${finish}`); // want: raisederror
  }
}
