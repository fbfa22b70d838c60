// An API client whose every method goes through one request helper that rethrows any failure.
import fetch from "node-fetch";

export class PantryClient {
  constructor(token) {
    this.token = token;
  }

  async request(path) {
    try {
      const res = await fetch(`https://pantry.example/${path}`, { headers: { token: this.token } });
      if (!res.ok) {
        throw new Error(`HTTP ${res.status}`);
      }
      return await res.json();
    } catch (error) {
      throw new Error(`Pantry request failed: ${error.message}`);
    }
  }

  async listShelves() {
    return this.request("shelves");
  }

  async getJar(id) {
    return this.request(`jars/${id}`);
  }
}
