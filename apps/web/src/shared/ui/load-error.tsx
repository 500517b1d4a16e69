/** The red box a screen shows when its data could not be loaded ('Error: {message}'). */
export function LoadError({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
      {text}
    </p>
  );
}
