import type { default as toastLibrary, Renderable, Toast } from 'react-hot-toast';

type ToastApi = typeof toastLibrary;
type Kind = Extract<Toast['type'], 'success' | 'error' | 'loading'>;

let library: Promise<ToastApi> | undefined;
const requestListeners = new Set<() => void>();
let shown = 0;

/** react-hot-toast is loaded with the first toast: most visits show none. */
function load(): Promise<ToastApi> {
  if (!library) {
    library = import('react-hot-toast').then(
      (module) => module.default,
      (error: unknown) => {
        // A failed download (a dropped connection) is tried again by the next toast.
        library = undefined;
        throw error;
      },
    );
    for (const listener of requestListeners) listener();
  }
  return library;
}

function show(kind: Kind, message: Renderable): string {
  // The id is known at once, so that a toast can be dismissed before the library has loaded.
  shown += 1;
  const id = `toast-${String(shown)}`;
  void load().then((api) => api[kind](message, { id }));
  return id;
}

/** The app's toasts (rendered by app/app-toaster.tsx). */
export const toast = {
  /** A text, or an element (a text with a link to what was done). */
  success: (message: Renderable) => show('success', message),
  error: (message: string) => show('error', message),
  /** Stays until dismissed with the id it returns. */
  loading: (message: string) => show('loading', message),
  dismiss: (id: string) => {
    void load().then((api) => {
      api.dismiss(id);
    });
  },
};

/** Whether a toast was asked for yet, and when it first is: the toaster renders from then on. */
export const toastRequests = {
  subscribe: (listener: () => void): (() => void) => {
    requestListeners.add(listener);
    return () => {
      requestListeners.delete(listener);
    };
  },
  requested: (): boolean => library !== undefined,
};
