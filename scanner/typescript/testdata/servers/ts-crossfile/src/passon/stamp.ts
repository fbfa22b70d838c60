// Helpers of another module: one gives its parameter back with a member set on it, the other
// builds a new object.
export function stampReply(reply: any): any {
  reply.meta = { at: new Date().toISOString() };
  return reply;
}

export function countReply(reply: any): any {
  return { count: Array.isArray(reply?.data) ? reply.data.length : 0 };
}
