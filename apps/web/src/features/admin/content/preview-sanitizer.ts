import { useEffect, useState } from 'react';
import { loadPolicySanitizer, type Sanitizer } from '../../../shared/lib/html-policy-dompurify';

/**
 * A body as the server will keep it, for the preview: the browser's sanitizer holds to the
 * server's policy (`HTML_POLICY`), so what the preview shows is what readers get. '' until the
 * sanitizer has loaded.
 */
export function usePreviewHtml(html: string): string {
  const [sanitize, setSanitize] = useState<Sanitizer | null>(null);
  useEffect(() => {
    let current = true;
    void loadPolicySanitizer().then((loaded) => {
      if (current) setSanitize(() => loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return sanitize === null ? '' : sanitize(html);
}
