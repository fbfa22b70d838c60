// A service whose methods the tool configs call through their context: an HTTP client with a
// response hook, and a retry helper whose catch retries and then rethrows.
import createClient from "openapi-fetch";
import axios from "axios";

class ShelfApiError extends Error {}

export class PantryService {
  private client = createClient<any>({ baseUrl: "https://pantry.invalid" });
  private stock = axios.create({ baseURL: "https://stock.invalid" });

  constructor() {
    this.client.use({
      onResponse({ response }) {
        if (response.status === 404) {
          // An isError result for every tool whose call through this.client gets a 404.
          throw new ShelfApiError("no such shelf"); // want: raisederror
        }
        return response;
      },
    });
    this.stock.interceptors.response.use(
      (r) => r,
      (e) => {
        // An isError result for every tool whose call through this.stock fails.
        throw new ShelfApiError(`stock service: ${e.message}`); // want: raisederror
      },
    );
  }

  private async retried<T>(fn: () => Promise<T>, attempt = 0): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof ShelfApiError) {
        if (attempt < 2) return this.retried(fn, attempt + 1); // a retry answers nothing
        // The callback (or the client's hook) threw it: after the retries, a new one leaves.
        throw new ShelfApiError(`gave up: ${err.message}`); // want: raisederror
      }
      // Anything else leaves as it came (a tool's call reaches it).
      throw err; // want: raisederror
    }
  }

  private async quiet<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch {
      return fallback;
    }
  }

  async openJar(id: string) {
    return this.retried(async () => {
      const { data } = await this.client.GET("/jars/{id}", { params: { path: { id } } });
      if (!data) throw new Error(`no jar ${id}`); // want: raisederror
      const count = await this.stock.get(`/jars/${id}`);
      return { ...data, count: count.data };
    });
  }

  async jarLabel(id: string) {
    return this.quiet(async () => {
      // FINE: quiet's catch answers every failure with the fallback.
      if (!id) throw new Error("no id");
      return id.toUpperCase();
    }, "unlabelled");
  }

  // FINE: no tool config calls it.
  async dustShelves() {
    throw new Error("the duster is broken");
  }
}

// A client whose requests no tool makes.
export class ShelfAudit {
  private http = createClient<any>({ baseUrl: "https://audit.invalid" });

  constructor() {
    this.http.use({
      onResponse({ response }) {
        // FINE: no tool reaches a call through this.http.
        if (!response.ok) throw new ShelfApiError("audit failed");
        return response;
      },
    });
  }

  async audit() {
    return this.http.GET("/audit", {});
  }
}
