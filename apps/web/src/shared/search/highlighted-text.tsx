import { highlightParts } from './highlight';

/** `text` with every word of `term` in a `<mark>`. */
export function HighlightedText({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlightParts(text, term).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
