// Fine: records exported by default that no registration reaches (nothing imports the array).
import { descaleHandler } from "./descale.js";

const spareTools = [{ name: "descale", description: "Descale the kettle", parameters: {}, handler: descaleHandler }];

export default spareTools;
