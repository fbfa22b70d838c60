export async function mixGlaze(args: { oxide: string }) {
  if (!args.oxide) {
    return { error: "Name an oxide to mix" }; // FINE: the checked wrapper answers an error member with isError
  }
  return { mixed: args.oxide };
}
