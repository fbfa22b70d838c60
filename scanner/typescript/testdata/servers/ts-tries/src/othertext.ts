// Failure words of Russian, German, French, Spanish and Portuguese, judged as the English ones
// are: a text that opens with an error noun or "failed to" ("Ошибка: …", "Не удалось …", "Fehler
// beim …") is an error; one that says something failed is a failure in a failure block. A
// success word or an empty answer makes none.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function fetchTask(id: number): Promise<{ status: number; body: string }>;
declare function find(q: string): Promise<string[]>;

export function registerOther(server: McpServer) {
  server.registerTool("get_task", { inputSchema: { id: z.number() } }, async ({ id }) => {
    try {
      const r = await fetchTask(id);
      if (r.status === 404) {
        return { content: [{ type: "text", text: `Задача ${id} не найдена` }] }; // want: softerror function=get_task
      }
      return { content: [{ type: "text", text: r.body }] };
    } catch (e) {
      return { content: [{ type: "text", text: `Ошибка при получении задачи: ${e}` }] }; // want: softerror function=get_task
    }
  });

  server.registerTool("load_file", { inputSchema: { path: z.string() } }, async ({ path }) => {
    const r = await fetchTask(path.length);
    if (r.status !== 200) {
      return { content: [{ type: "text", text: `Fehler beim Laden von ${path}` }] }; // want: softerror function=load_file
    }
    return { content: [{ type: "text", text: "Datei erfolgreich geladen" }] };
  });

  server.registerTool("find_tasks", { inputSchema: { q: z.string() } }, async ({ q }) => {
    const hits = await find(q);
    if (hits.length === 0) {
      // Not failures: an empty answer, and "no errors".
      return { content: [{ type: "text", text: "Ничего не найдено" }] };
    }
    if (hits.length === 1) {
      return { content: [{ type: "text", text: "Ошибок нет" }] };
    }
    return { content: [{ type: "text", text: hits.join("\n") }] };
  });
}
