// A dispatcher class whose tool methods wrap what the client gives back in a success envelope.
import { LibraryClient } from "./library-client.js";

export class Desk {
  private client: LibraryClient;

  constructor(base: string) {
    this.client = new LibraryClient(base);
  }

  async handle(name: string, args: Record<string, unknown>): Promise<unknown> {
    switch (name) {
      case "lend_book":
        return await this.handleLend(args);
      case "return_book":
        return await this.handleReturn(args);
      case "checked_lend":
        return await this.handleCheckedLend(args);
      default:
        throw new Error(`Unknown tool ${name}`);
    }
  }

  // BAD: { success: true, data: { success: false, error } } when lending fails.
  private async handleLend(args: Record<string, unknown>): Promise<unknown> {
    const result = await this.client.lendBook(String(args.id), String(args.reader));
    return { success: true, data: result };
  }

  // GOOD: the client throws its failures.
  private async handleReturn(args: Record<string, unknown>): Promise<unknown> {
    const data = await this.client.returnBook(String(args.id));
    return { success: true, data };
  }

  // GOOD: the envelope is built only after the failure is turned into a throw.
  private async handleCheckedLend(args: Record<string, unknown>): Promise<unknown> {
    const result = await this.client.lendBook(String(args.id), String(args.reader));
    if (!result.success) throw new Error(result.message);
    return { success: true, data: result };
  }
}
