// The base of the aquarium's tool classes: each subclass's static run hands its work to
// guarded, whose catch answers a failure with an object { ok: false, error }, and answers
// whatever it gets through asJson, a successful result.
import { z } from "zod";

export abstract class TankTool {
  static toolName: string;
  static inputSchema: z.AnyZodObject;

  static async guarded<T>(work: () => Promise<T>): Promise<{ ok: boolean; value?: T; error?: string }> {
    try {
      return { ok: true, value: await work() };
    } catch (error: any) {
      return { ok: false, error: error.message };
    }
  }

  static asJson(data: unknown): any {
    return { content: [{ type: "text" as const, text: JSON.stringify(data) }] };
  }
}
