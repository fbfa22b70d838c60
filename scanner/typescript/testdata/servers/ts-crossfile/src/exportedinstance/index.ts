// The module's singletons, built at its top level and exported for the rest of the server.
import { GuideFactory } from "./factory.js";
import { GuideProvider } from "./provider.js";

export const guideFactory = new GuideFactory();
export const guideProvider = new GuideProvider(guideFactory);
