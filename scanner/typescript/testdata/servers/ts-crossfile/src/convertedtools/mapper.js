// The shared error mapper: failure text for most errors, a protocol error thrown on.
const { McpError } = require("@modelcontextprotocol/sdk/types.js");

class ErrorMapper {
  static handle(error, toolName) {
    if (error instanceof McpError) {
      throw error; // want: raisederror
    }
    return `Failed to run ${toolName}: ${error.message}`;
  }
}

module.exports = { ErrorMapper };
