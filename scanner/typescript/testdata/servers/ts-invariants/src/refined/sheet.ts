// Helpers whose guards repeat what the tools' schemas say, or do not.
import { UserError } from "fastmcp";

export async function cutRows(rows: number, cols: number) {
  if (rows < 1 || cols < 1) {
    throw new UserError("a sheet has at least one row and one column"); // GOOD: every caller passes .min(1), .positive() integers
  }
  if (rows > 500) {
    throw new UserError("at most 500 rows"); // want: raisederror shape=prose-only
  }
  return rows * cols;
}

export async function padColumns(rows: number, cols: number) {
  if (rows < 1) {
    throw new UserError("pad at least one row"); // want: raisederror shape=prose-only
  }
  if (cols <= 0) {
    throw new UserError("pad at least one column"); // GOOD: .min(1)
  }
  return rows + cols;
}

export async function spliceText(text: string) {
  if (text.length === 0) {
    throw new UserError("nothing to splice"); // GOOD: .nonempty()
  }
  return text;
}

export async function trimText(text: string) {
  if (text.length === 0) {
    throw new UserError("nothing to trim"); // want: raisederror shape=prose-only
  }
  return text.trim();
}
