// A loop over a class field that the constructor sets to an empty array: the table has no
// entries to read (tableMemberKeys once panicked on it, unwrap giving nil).
export class Template {
  private readonly parts: Array<string | { names: string[] }>;

  constructor(template: string) {
    this.parts = [];
    if (template === "") {
      return;
    }
  }

  expand(): string {
    for (const part of this.parts) {
      part.toString();
    }
    return "";
  }
}

export function templateError() {
  return { content: [{ type: "text", text: "template failed" }], isError: true }; // want: errorresult
}
