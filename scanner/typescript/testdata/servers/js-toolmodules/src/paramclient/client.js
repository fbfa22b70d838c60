// An API client whose call resolves an error object when the answer is not JSON.
import https from "node:https";

export class ApiClient {
  call(type) {
    return new Promise((resolve, reject) => {
      const req = https.request({ path: `/api/${type}` }, (res) => {
        let data = "";
        res.on("data", (c) => (data += c));
        res.on("end", () => {
          try {
            resolve(JSON.parse(data));
          } catch (e) {
            resolve({ error: "parse_failed", raw: data.substring(0, 500) });
          }
        });
      });
      req.on("error", reject);
      req.end();
    });
  }

  current() {
    return this.call("current");
  }
}

// A client whose call rejects on a bad answer: it resolves only what it parsed.
export class StrictClient {
  call(type) {
    return new Promise((resolve, reject) => {
      https.get(`/api/${type}`, (res) => {
        let data = "";
        res.on("data", (c) => (data += c));
        res.on("end", () => {
          try {
            resolve(JSON.parse(data));
          } catch (e) {
            reject(e);
          }
        });
      });
    });
  }
}
