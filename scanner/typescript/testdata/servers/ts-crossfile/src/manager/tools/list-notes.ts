class ListNotes {
  constructor(private host: string) {}

  async call(): Promise<string> {
    return `Notes at ${this.host}`;
  }
}

export default ListNotes;
