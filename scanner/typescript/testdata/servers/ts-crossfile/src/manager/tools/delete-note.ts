class DeleteNote {
  constructor(private host: string) {}

  async call(id: string): Promise<string> {
    try {
      await fetch(`${this.host}/notes/${id}`, { method: "DELETE" });
      return `Deleted note ${id}`;
    } catch (error: any) {
      return `Error deleting note: ${error.message}`;
    }
  }
}

export default DeleteNote;
