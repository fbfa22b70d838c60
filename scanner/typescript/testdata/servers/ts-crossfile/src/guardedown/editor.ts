// An editor session whose methods test their arguments before their try and answer every
// failure of the try themselves.
async function send(keys: string): Promise<void> {
  const res = await fetch(`http://editor.example/keys/${encodeURIComponent(keys)}`);
  if (!res.ok) throw new Error(`editor answered ${res.status}`);
}

export class Editor {
  // A regular expression literal's test throws nothing whatever it is given.
  async bookmark(name: string, row: number): Promise<string> {
    if (!/^[a-z]$/.test(name)) {
      return "Invalid bookmark name";
    }
    try {
      await send(`m${name}${row}`);
      return `Bookmark ${name} set`;
    } catch (error) {
      return "Could not set bookmark";
    }
  }

  // A pattern the caller hands in may be anything: its test may throw.
  async select(pattern: RegExp, text: string): Promise<string> {
    if (!pattern.test(text)) {
      return "Nothing matches";
    }
    try {
      await send(`select ${text}`);
      return "Selected";
    } catch (error) {
      return "Could not select";
    }
  }

  // A string method throws a TypeError on an argument of another type, which a call of the
  // method with what a client sent may be.
  async move(motion: string): Promise<string> {
    if (!motion.startsWith("go-")) {
      return "Invalid motion";
    }
    try {
      await send(motion);
      return "Moved";
    } catch (error) {
      return "Could not move";
    }
  }
}
