// A client whose methods normalize what they are handed before they test it: the local is the
// parameter itself whenever the parameter already is an array (a number), so the tool's schema
// decides the test (coercedparams.go).
export class RosterClient {
  async addMembers(group, userIds) {
    const users = Array.isArray(userIds) ? userIds : [userIds];
    if (!users.length) {
      throw new Error("userIds must include at least one entry"); // GOOD: z.array().min(1) passes an array of one or more
    }
    return users.length;
  }

  async addGuests(group, guestIds) {
    const guests = Array.isArray(guestIds) ? guestIds : [guestIds];
    if (!guests.length) {
      throw new Error("guestIds must include at least one entry"); // want: raisederror outcome=iserror lang=javascript
    }
    return guests.length;
  }

  async markRead(group, messageId) {
    const id = Number(messageId);
    if (!Number.isInteger(id) || id <= 0) {
      throw new Error("messageId must be a positive integer"); // GOOD: z.number().int().positive()
    }
    return id;
  }

  async pin(group, messageId) {
    if (!Number.isInteger(messageId)) {
      throw new Error("messageId must be an integer"); // GOOD: z.number().int()
    }
    return messageId;
  }

  async unpin(group, messageId) {
    const id = Number(messageId);
    if (!Number.isInteger(id) || id <= 0) {
      throw new Error("messageId must be a positive integer"); // want: raisederror outcome=iserror lang=javascript
    }
    return id;
  }

  async rename(group, title) {
    const value = String(title).trim();
    if (!value) {
      throw new Error("title must not be blank"); // want: raisederror outcome=iserror lang=javascript
    }
    return value;
  }
}
