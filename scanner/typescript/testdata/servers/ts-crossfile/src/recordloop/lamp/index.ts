// The lamp's records, the default export itself.
import { dimLamp } from "./dim.js";

export default [{ name: "dim_lamp", description: "Dim the lamp", handler: dimLamp }];
