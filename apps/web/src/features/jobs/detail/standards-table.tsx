import type { JobStandard } from '@souq/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** The offer's standards as name/value rows with alternating shades (spec 2). */
export function StandardsTable({ standards }: { standards: JobStandard[] }) {
  const { t } = useTranslation();
  if (standards.length === 0) return null;
  return (
    <section aria-labelledby="job-standards" className="space-y-3">
      <h2 id="job-standards" className="text-lg font-semibold text-slate-900">
        {t('jobs.standards')}
      </h2>
      <table className="w-full overflow-hidden rounded-lg text-start text-sm ring-1 ring-slate-200">
        <tbody>
          {standards.map((standard) => (
            <tr key={standard.id} className="odd:bg-slate-100 even:bg-white">
              <th scope="row" className="w-2/5 px-4 py-3 text-start font-semibold text-slate-800">
                {standard.name}
              </th>
              <td className="px-4 py-3 text-slate-700">{standard.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
