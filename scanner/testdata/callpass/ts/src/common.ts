// The repository's own error-result helper: the only file with a needle of the prefilter.
export function toolFailure(message: string) {
  return {
    content: [{ type: "text" as const, text: message }],
    isError: true,
  };
}
