// Re-exports and a require() bring two more action modules in.
export * from "../actions/tag";
const { purgeAction } = require("../actions/purge");
import { tagAction } from "../actions/tag";

export const actions = [tagAction, purgeAction];
