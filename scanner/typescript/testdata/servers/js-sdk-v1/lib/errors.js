// A helper in its own module, reached through require("./errors").
function toolError(message) {
  return { content: [{ type: "text", text: message }], isError: true }; // want: errorresult uses=2 function=toolError lang=javascript
}

module.exports = { toolError };
