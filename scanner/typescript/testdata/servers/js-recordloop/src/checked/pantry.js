import { countTinsHandler } from "./tins.js";

const pantryTools = [{ name: "count_tins", description: "Count the tins", parameters: {}, handler: countTinsHandler }];

export default pantryTools;
