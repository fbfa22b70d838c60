export { registerTextTool, registerStructuredTool } from "./registration.js";
