// A helper the handlers call.
export function findBed(bed: string): { id: string } {
  if (!bed.startsWith("bed-")) {
    throw new Error(`unknown bed ${bed}`); // want: raisederror related=src/handlertable/handlers.ts:5,src/handlertable/register.ts:12,src/handlertable/table.ts:8
  }
  return { id: bed };
}
