// A second module of records, exported by default as the array itself.
import { fetchJarHandler } from "./jars.js";

export default [
  {
    name: "fetch_jar",
    description: "Fetch a jar from the shelf",
    parameters: { type: "object", properties: { jar: { type: "string" } } },
    handler: fetchJarHandler,
  },
];
