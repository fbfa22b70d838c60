// A runner of another module that calls the callback, unawaited, in a try whose catch answers.
export function guardNow(callback: () => unknown) {
  try {
    return { content: [{ type: "text" as const, text: JSON.stringify(callback()) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text" as const, text: String(error) }] }; // want: errorresult
  }
}
