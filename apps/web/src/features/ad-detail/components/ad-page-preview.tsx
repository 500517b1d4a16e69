import type { AdDetail } from '@souq/contracts';
import { AdGallery } from './ad-gallery';
import { AdInfo } from './ad-info';
import { AdSpecs } from './ad-specs';

/**
 * An ad not published yet (the post form's preview) as buyers will see its page: the same
 * parts, without what only a published ad has.
 */
export function AdPagePreview({ ad }: { ad: AdDetail }) {
  return (
    <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-5 lg:grid-rows-[auto_1fr]">
      <AdGallery
        images={ad.images}
        title={ad.title}
        className="lg:col-span-3 lg:col-start-3 lg:row-start-1"
      />
      <AdInfo
        ad={ad}
        preview
        className="lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1"
      />
      <AdSpecs attributes={ad.attributes} className="lg:col-span-3 lg:col-start-3" />
    </div>
  );
}
