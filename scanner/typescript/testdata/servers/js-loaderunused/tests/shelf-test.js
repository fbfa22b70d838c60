// A test fills a shelf: that runs no server, and makes no module of src/features a tool.
import { ToolShelf } from "../src/core/shelf.js";

const shelf = new ToolShelf({ get: async (id) => ({ id, locked: true }), pin: async () => {} });
await shelf.fill();
console.log(await shelf.find("pin-note").execute({ id: "n1" }, { client: shelf.client }));
