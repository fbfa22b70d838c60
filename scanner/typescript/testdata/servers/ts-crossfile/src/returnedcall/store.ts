// The store the tools call through their typed deps.
export class NoteStore {
  async read(id: string): Promise<string> {
    const res = await fetch(`https://notes.example/${id}`);
    if (!res.ok) {
      throw new Error(`read failed: ${res.status}`); // want: raisederror related=src/returnedcall/tools.ts:19,src/returnedcall/tools.ts:20,src/returnedcall/tools.ts:11
    }
    return res.text();
  }

  async peek(id: string): Promise<string> {
    try {
      const res = await fetch(`https://notes.example/${id}/peek`);
      return await res.text();
    } catch {
      return ""; // FINE: peek catches its own failure
    }
  }
}

export class Shelf {
  async take(id: string): Promise<string> {
    if (id.length > 64) {
      throw new Error("shelf id too long"); // want: raisederror related=src/returnedcall/shadow.ts:64,src/returnedcall/shadow.ts:65,src/returnedcall/shadow.ts:59
    }
    return id;
  }
}

export class Crate {
  async open(id: string): Promise<string> {
    throw new Error(`crate ${id} is sealed`); // FINE: only the start-up check opens a Crate
  }
}

export class Box {
  async open(id: string): Promise<string> {
    return `box ${id}`;
  }
}
