// Error helpers of the root: rethrow hands back what it is not told about; answer never throws.
export function rethrowUnlessHttp(error: any, context: string) {
  if (error?.httpStatus) {
    return { content: [{ type: "text", text: `${context}: HTTP ${error.httpStatus}` }], isError: true }; // want: errorresult
  }
  throw error; // want: protocolerror
}

export function answer(error: any) {
  return { content: [{ type: "text", text: `failed: ${String(error)}` }], isError: true }; // want: errorresult
}
