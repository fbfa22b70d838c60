export class NotReadyError extends Error {}
