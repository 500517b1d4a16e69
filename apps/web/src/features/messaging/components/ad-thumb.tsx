import { ImageOff } from 'lucide-react';

/** The ad's first picture beside a conversation (decorative: the title says which ad). */
export function AdThumb({ src, size }: { src: string | null; size: 'small' | 'large' }) {
  const box = size === 'large' ? 'size-14' : 'size-12';
  if (src === null) {
    return (
      <span className={`grid ${box} shrink-0 place-items-center rounded-lg bg-slate-100`}>
        <ImageOff aria-hidden="true" className="size-6 text-slate-400" />
      </span>
    );
  }
  const pixels = size === 'large' ? 56 : 48;
  return (
    <img
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      className={`${box} shrink-0 rounded-lg object-cover`}
    />
  );
}
