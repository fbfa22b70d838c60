// A tool's work as a method of a class instance that the module exports as its default.
declare const mutes: { mute(id: string): Promise<boolean> };

class NoteMuter {
  async execute(input: { id: string }) {
    if (!(await mutes.mute(input.id))) {
      // An isError result: the callback in server.ts calls the method with no try.
      throw new Error(`note ${input.id} is already muted`); // want: raisederror
    }
    return { muted: input.id };
  }
}

export default new NoteMuter();
