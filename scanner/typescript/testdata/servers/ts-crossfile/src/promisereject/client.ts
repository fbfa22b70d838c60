// An API client whose request method returns a `new Promise` that its executor rejects: a
// caller that awaits the method throws there, and a low-level handler that reaches the method
// outside a try hands the SDK that rejection, a JSON-RPC error.
import https from "node:https";

export class ShelfClient {
  constructor(private readonly base: string) {}

  async listShelves(): Promise<string[]> {
    return this.get<string[]>(`${this.base}/shelves`);
  }

  async queuedShelves(): Promise<string[]> {
    return queued(() => this.listShelves());
  }

  async countShelves(): Promise<number> {
    return this.count(`${this.base}/count`);
  }

  private get<T>(url: string): Promise<T> {
    return new Promise((resolve, reject) => {
      https
        .get(url, (res) => {
          let data = "";
          res.on("data", (chunk: string) => (data += chunk));
          res.on("end", () => {
            try {
              resolve(JSON.parse(data) as T);
            } catch {
              // BAD: the rejection of the promise get returns is a throw of get's callers.
              reject(new Error(`Failed to parse response: ${data.slice(0, 200)}`)); // want: protocolerror
            }
          });
        })
        // FINE: reject handed on as a callback rejects with the library's error, no failure
        // the project words.
        .on("error", reject);
    });
  }

  // FINE: the function awaits its promise in a try whose catch answers: nothing leaves it.
  private async count(url: string): Promise<number> {
    try {
      return await new Promise<number>((resolve, reject) => {
        if (!url) reject(new Error("no url"));
        resolve(url.length);
      });
    } catch {
      return 0;
    }
  }
}

// FINE: a reject of the caught value passes on what the callback threw, as a plain rethrow.
export function queued<T>(run: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(async () => {
      try {
        resolve(await run());
      } catch (err) {
        reject(err);
      }
    }, 0);
  });
}
