export class BadInput extends Error {}
