// The error of a source image that cannot be decoded or rendered in time; apart from render.ts, so a process can
// tell it apart without loading sharp.
export class UndecodableImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndecodableImageError';
  }
}
