// Fine: records exported by default that a module spreads into a list no registration iterates.
import { dimLamp } from "./old.js";

export default [{ name: "dim_lamp", description: "Dim the lamp", handler: dimLamp }];
