type Handler = () => void;

let handler: Handler | null = null;

/** The app decides what a 401 means for navigation; returns a function that unregisters. */
export function setUnauthorizedHandler(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function notifyUnauthorized(): void {
  handler?.();
}
