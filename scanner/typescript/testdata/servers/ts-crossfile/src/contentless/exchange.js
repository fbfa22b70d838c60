// The exchange's command client.
export class Exchange {
  constructor(host) {
    this.host = host;
  }

  async command(line) {
    const res = await fetch(`http://${this.host}/api?cmd=${encodeURIComponent(line)}`);
    return res.ok ? res.text() : "";
  }
}
