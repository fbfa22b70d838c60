// The greenhouse's own error classes.
export class NotFound extends Error {}
export class Conflict extends Error {}
