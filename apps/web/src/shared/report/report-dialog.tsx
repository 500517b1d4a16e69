import { useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ModalDialog } from '../ui/modal-dialog';
import { sendReport, type ReportSubject } from './report-api';
import { ReportForm } from './report-form';

/** What the reporter sees they report: a store's page reports its owner. */
export type ReportedAs = 'ad' | 'user' | 'store' | 'conversation';

/**
 * The report dialog of an ad, a person, a store (its owner) or a conversation: the reason list
 * and a note, focus on the first reason. Mount it only while open.
 */
export function ReportDialog({
  subject,
  about,
  onClose,
}: {
  subject: ReportSubject;
  about: ReportedAs;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const firstReason = useRef<HTMLInputElement>(null);
  return (
    <ModalDialog
      title={t(`reporting.title.${about}`)}
      onClose={onClose}
      initialFocusRef={firstReason}
      className="mt-4 max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100%-1.5rem))] sm:mt-16 sm:max-h-[calc(100dvh-5rem)]"
    >
      <ReportForm
        send={(body) => sendReport(subject, body)}
        onClose={onClose}
        firstReasonRef={firstReason}
      />
    </ModalDialog>
  );
}
