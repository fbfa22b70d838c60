// The API client's own error class.
export class NotesError extends Error {}
