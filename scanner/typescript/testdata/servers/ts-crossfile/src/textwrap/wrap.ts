// Wrappers of another module that build each tool's result from what its handler returns: the
// first turns a returned string into a text result without isError, so a failure string the
// handler returns reaches the client as a success; the second answers a string with isError.
export function asTextTool(handler: Function) {
  return async (params: any) => {
    try {
      const answer = await handler(params);
      if (typeof answer === "string") {
        return { content: [{ type: "text" as const, text: answer }] };
      }
      return { content: answer };
    } catch (error) {
      return { content: [{ type: "text" as const, text: String(error) }], isError: true }; // want: errorresult
    }
  };
}

export function asFlaggedTool(handler: Function) {
  return async (params: any) => {
    const answer = await handler(params);
    return { content: [{ type: "text" as const, text: String(answer) }], isError: answer.startsWith("Failed") };
  };
}
