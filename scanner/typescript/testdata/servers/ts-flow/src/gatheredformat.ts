// Formatters of a write's outcome that gather the answer's lines and join them: the line
// pushed when the outcome says the write failed is a failure the joined text carries.
export interface WriteOutcome {
  success: boolean;
  collection: string;
  modified: number;
}

export function formatWrite(out: WriteOutcome): string {
  const lines: string[] = [];
  if (out.success) {
    if (out.modified > 0) {
      lines.push(`✅ Updated ${out.modified} document(s) in '${out.collection}'`);
    } else {
      lines.push(`⚠️ Nothing matched in '${out.collection}'`);
    }
  } else {
    // BAD (at the tool's return): the else of the success test pushes the failure.
    lines.push(`❌ Failed to update documents in '${out.collection}'`);
  }
  return lines.join("\n");
}

export function formatSummary(out: WriteOutcome): string {
  const lines: string[] = [`Collection: ${out.collection}`];
  if (out.success) {
    // FINE: a line pushed only when the write succeeded reports no failure of the call.
    lines.push("❌ Failed documents: none");
  }
  lines.push(`Modified: ${out.modified}`);
  return lines.join("\n");
}
