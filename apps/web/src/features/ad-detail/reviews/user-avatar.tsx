import { CircleUserRound } from 'lucide-react';

/** A person's round picture, or a neutral figure when they have none; decorative next to the name. */
export function UserAvatar({ src }: { src: string | null }) {
  if (src === null) {
    return <CircleUserRound aria-hidden="true" className="size-10 shrink-0 text-slate-400" />;
  }
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
    />
  );
}
