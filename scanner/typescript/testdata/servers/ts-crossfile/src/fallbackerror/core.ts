// The tools' work, by name: a lookup that finds nothing falls back to an error object.
declare const crm: {
  findContact(email: string): Promise<{ email: string; name: string } | null>;
  findNotes(email: string): Promise<{ notes: string[] } | null>;
};

export async function runTool(name: string, args: Record<string, string>) {
  switch (name) {
    case "find_contact": {
      const contact = await crm.findContact(args.email);
      // BAD: the server serializes the error object into a success.
      return contact || { error: "Contact not found" };
    }
    case "contact_notes": {
      const notes = await crm.findNotes(args.email);
      // FINE: no notes is an empty answer, not a failure.
      return notes ?? { notes: [] };
    }
    default:
      throw new Error(`Unknown tool: ${name}`);
  }
}
