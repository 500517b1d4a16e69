import type { ConversationSummary } from '@souq/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** The other person's name, or 'Deleted account' (greyed) once their account is gone. */
export function PersonName({
  other,
  className = '',
}: {
  other: ConversationSummary['other'];
  className?: string;
}) {
  const { t } = useTranslation();
  if (other === null) {
    return <span className={`${className} text-slate-500`}>{t('messaging.deletedAccount')}</span>;
  }
  return (
    <span dir="auto" className={`${className} text-slate-900`}>
      {other.name}
    </span>
  );
}
