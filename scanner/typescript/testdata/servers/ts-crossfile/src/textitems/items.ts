// The project's own constructors of content items. textContent and textLine put their parameter
// in the text of a text item (textItemParam); the others put it elsewhere, or build no item.
export type Item = { type: "text"; text: string } | { type: "resource"; resource: { uri: string; text?: string } };

export const textContent = (text: string): Item => ({
  type: "text",
  text,
});

export function textLine(prefix: string, line: string): Item {
  return { type: "text", text: `${prefix} ${line}` };
}

export class Items {
  static text(message: string): Item {
    return { type: "text", text: message };
  }
}

// The argument is a resource's text: the client does not read it as the answer.
export const resourceContent = (text: string): Item => ({
  type: "resource",
  resource: { uri: "mem://last", text },
});

// A whole result, not an item: successtext.go's business, not this one's.
export const labelled = (label: string) => ({ title: label, text: "fixed" });
